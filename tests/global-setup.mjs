// Once per Jest run, before the workers start: the test environment (inherited by every worker)
// and, unless only unit tests run, a fresh database of its own on the test server (so parallel
// runs never clobber each other), migrated and seeded. tests/global-teardown.mjs drops it.
// With TEST_POOLER_URL (scripts/test-pooler.sh) the tests reach it through that transaction-mode
// pooler, as a pooled deployment does; creating, copying and migrating it go to the server.
import { execSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import pg from "pg";

const BASE_URL =
  process.env.TEST_DATABASE_URL ?? "postgresql://meals:meals@127.0.0.1:5432/meals_test";

const POOLER_URL = process.env.TEST_POOLER_URL;

export const ROLLOVER_COPIES = ["r1", "r2", "r3", "r4", "r5", "r6", "r7"];

// A test database's commits do not wait for the disk: a commit is as visible to the next
// statement either way, and only a crash of the server could lose the last ones. Waiting for the
// flush cost 5.5–6 ms a commit on this machine's disk (0.4 ms without), and a run makes
// thousands. A database's settings are not copied with it: each copy gets its own.
const NO_FLUSH_WAIT = (database) => `ALTER DATABASE ${database} SET synchronous_commit = off`;

/** `base` (the server, or the pooler in front of it) with `database` in place of its own. */
function urlOf(base, database) {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * A database with every migration applied, made once for these migrations and kept on the test
 * server; each run's database is a copy of it (CREATE DATABASE … TEMPLATE, a file copy), so a run
 * pays for `prisma migrate deploy` (~11 s: Prisma holds a 10 s timer) only when the migrations
 * change, not at each of the date runs' instants. Named by a hash of the migration files.
 */
async function migratedTemplate() {
  const hash = createHash("sha256");
  const folder = "prisma/migrations";
  for (const entry of readdirSync(folder, { recursive: true }).map(String).sort()) {
    if (!entry.endsWith(".sql")) continue;
    hash.update(entry).update(readFileSync(`${folder}/${entry}`));
  }
  const template = `meals_test_template_${hash.digest("hex").slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  try {
    // Two runs starting together make it once: the second waits here, then finds it.
    await admin.query("SELECT pg_advisory_lock(hashtext('meals_test_template'))");
    const { rowCount } = await admin.query(
      "SELECT 1 FROM pg_database WHERE datname = $1 AND datallowconn",
      [template],
    );
    if (rowCount === 0) {
      const building = `${template}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      execSync("npx prisma migrate deploy", {
        stdio: "ignore",
        env: { ...process.env, DATABASE_URL: urlOf(BASE_URL, building), DIRECT_URL: "" },
      });
      // Only a finished template takes the name: a run killed mid-migration leaves none.
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
    }
  } finally {
    await admin.query("SELECT pg_advisory_unlock(hashtext('meals_test_template'))");
    await admin.end();
  }
  return template;
}

export default async function globalSetup() {
  Object.assign(process.env, {
    DATABASE_POOL_SIZE: "4",
    NEXTAUTH_SECRET: "test-secret-for-jest-only",
    APP_URL: "http://localhost:3000",
    OUTBOX_DIR: `.data/test-outbox-${process.pid}`,
    CRON_SECRET: "test-cron-secret",
    JOBS_SCHEDULE: "0",
    // Requests may carry x-test-now (tests/helpers.ts moves them out of the maintenance window).
    ALLOW_TEST_CLOCK: "1",
    CHECKPOINT_DISABLE: "1",
  });
  if (/--selectProjects[= ]unit\b/.test(process.argv.join(" "))) return;
  // On the embedded database (tests/embedded/run.ts) the databases are already served, migrated,
  // seeded and copied; the app's pool is the one connection `npm start` gives it.
  if (process.env.TEST_EMBEDDED === "1") {
    Object.assign(process.env, { DATABASE_POOL_SIZE: "1", DATABASE_SINGLE_SESSION: "1" });
    return;
  }

  const name = `meals_test_run_${process.pid}`;
  const template = await migratedTemplate();
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.query(NO_FLUSH_WAIT(name));
  await admin.end();

  process.env.DATABASE_URL = urlOf(POOLER_URL ?? BASE_URL, name);
  // Migrations and LISTEN (lib/db/direct-url.ts); also keeps a DIRECT_URL from outside off it.
  process.env.DIRECT_URL = urlOf(BASE_URL, name);
  process.env.TEST_RUN_DATABASE = name;
  // At TEST_NOW when the suite runs at another date (tests/clock/fixed-today.ts).
  const seedNow = process.env.TEST_NOW ? ` --now ${JSON.stringify(process.env.TEST_NOW)}` : "";
  execSync(`npx tsx prisma/seed.ts${seedNow}`, { stdio: "inherit" });

  // The rollover tests lock and charge whole weeks: each file gets its own copy of the seeded
  // database (tests/integration/rollover/use-db-*.ts), so they never touch another file's orders.
  const copier = new pg.Client({ connectionString: BASE_URL });
  await copier.connect();
  // A pooler keeps the seed's server connections open; a template must have none.
  await copier.query(
    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
    [name],
  );
  // A run of a few files names the copies they use (scripts/test-dates.sh); otherwise all.
  const wanted = process.env.TEST_ROLLOVER_COPIES?.split(/\s+/).filter(Boolean);
  for (const copy of wanted?.length ? wanted : ROLLOVER_COPIES) {
    const copyName = `${name}_${copy}`;
    await copier.query(`DROP DATABASE IF EXISTS ${copyName}`);
    await copier.query(`CREATE DATABASE ${copyName} TEMPLATE ${name}`);
    await copier.query(NO_FLUSH_WAIT(copyName));
    process.env[`ROLLOVER_DATABASE_URL_${copy}`] = urlOf(POOLER_URL ?? BASE_URL, copyName);
    process.env[`ROLLOVER_DIRECT_URL_${copy}`] = urlOf(BASE_URL, copyName);
  }
  await copier.end();
}
