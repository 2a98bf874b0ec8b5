// Drops the database this Jest run created (see global-setup.mjs) and its mail outbox.
import { rmSync } from "node:fs";
import pg from "pg";
import { ROLLOVER_COPIES } from "./global-setup.mjs";

export default async function globalTeardown() {
  if (process.env.OUTBOX_DIR) rmSync(process.env.OUTBOX_DIR, { recursive: true, force: true });
  const name = process.env.TEST_RUN_DATABASE;
  if (!name) return;
  const admin = new pg.Client({
    connectionString:
      process.env.TEST_DATABASE_URL ?? "postgresql://meals:meals@127.0.0.1:5432/meals_test",
  });
  await admin.connect();
  for (const copy of ROLLOVER_COPIES) {
    await admin.query(`DROP DATABASE IF EXISTS ${name}_${copy} WITH (FORCE)`);
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
