// `npm run db:reset`: drops everything in DATABASE_URL (the app schema and the job queue's),
// migrates and seeds. Behind a transaction-mode pooler, the database itself is DIRECT_URL's.
import { spawn } from "node:child_process";
import pg from "pg";

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", env: process.env });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed`))));
  });
}

/** Creates the database when it is missing (a parallel e2e worker's own, say). */
async function ensureDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const maintenance = new URL(url);
  maintenance.pathname = "/postgres";
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
  if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  await client.end();
}

async function main() {
  const url = process.env.DIRECT_URL?.trim() || process.env.DATABASE_URL;
  if (!url) throw new Error("Set DATABASE_URL to the database to reset.");
  await ensureDatabase(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // The job queue (pg-boss) keeps its own schema: its jobs refer to the rows dropped here.
  await client.query(
    "DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;",
  );
  await client.end();
  await run("npx", ["prisma", "migrate", "deploy"]);
  await run("npx", ["tsx", "prisma/seed.ts"]);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
