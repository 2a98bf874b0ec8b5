// Once per Jest run, before the workers start: the test environment (inherited by every worker)
// and, unless only unit tests run, a fresh schema in the test database, migrated and seeded.
import { execSync } from "node:child_process";
import pg from "pg";

const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? "postgresql://meals:meals@127.0.0.1:5432/meals_test";

export default async function globalSetup() {
  Object.assign(process.env, {
    DATABASE_URL: TEST_DATABASE_URL,
    DATABASE_POOL_SIZE: "4",
    NEXTAUTH_SECRET: "test-secret-for-jest-only",
    APP_URL: "http://localhost:3000",
    OUTBOX_DIR: ".data/test-outbox",
    CRON_SECRET: "test-cron-secret",
    CHECKPOINT_DISABLE: "1",
  });
  if (/--selectProjects[= ]unit\b/.test(process.argv.join(" "))) return;
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  await client.query("DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;");
  await client.end();
  execSync("npx prisma migrate deploy", { stdio: "ignore" });
  execSync("npx tsx prisma/seed.ts", { stdio: "inherit" });
}
