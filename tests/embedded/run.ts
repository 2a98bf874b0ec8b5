// `npm run test:embedded`: the integration tests of the customer's and the admin's writes against
// the embedded database as `npm start` serves it (scripts/embedded-database.ts: PGlite, one
// session, the app's pool one connection), not only against a PostgreSQL server. The embedded
// default is what a newcomer meets first; a statement that leaves its transaction hangs there
// (docs/decisions/transactions.md). Migrated and seeded once; each rollover test file gets its own
// copy of the seeded data, as on the server. Results go to .data/jest-embedded.json for the
// closing summary. Usage: tsx tests/embedded/run.ts [test file ...] (default: EMBEDDED_FILES).
import { spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import {
  embeddedEnv,
  serveEmbeddedDatabase,
  type EmbeddedDatabase,
} from "../../scripts/embedded-database";
import { EMBEDDED_FILES } from "./files";

const root = path.resolve(__dirname, "../..");
const BASE_PORT = Number(process.env.EMBEDDED_TEST_PORT ?? 54400);
const COPIES = ["r1", "r2", "r3", "r4", "r5", "r6", "r7"];

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

async function must(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const code = await run(command, args, env);
  if (code !== 0) throw new Error(`${command} ${args.join(" ")} exited with ${code}`);
}

async function main(): Promise<number> {
  const files = process.argv.slice(2).length > 0 ? process.argv.slice(2) : EMBEDDED_FILES;
  const dataDir = path.join(root, ".data", `pglite-test-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const served: EmbeddedDatabase[] = [];
  try {
    const started = Date.now();
    const primary = await serveEmbeddedDatabase({ dataDir, port: BASE_PORT });
    served.push(primary);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...embeddedEnv(primary.url),
      CHECKPOINT_DISABLE: "1",
      NEXTAUTH_SECRET: "test-secret-for-jest-only",
      APP_URL: "http://localhost:3000",
    };
    delete env.DIRECT_URL;
    // As scripts/start.ts prepares a new database.
    await must("npx", ["prisma", "migrate", "deploy"], env);
    await must("npx", ["tsx", "prisma/seed.ts"], env);
    // Each rollover file locks and charges whole weeks: a copy of the seeded data each.
    const seeded = await primary.database.dumpDataDir("none");
    for (const [i, copy] of COPIES.entries()) {
      const database = await serveEmbeddedDatabase({
        dataDir: "memory://",
        port: BASE_PORT + 1 + i,
        from: seeded,
      });
      served.push(database);
      env[`ROLLOVER_DATABASE_URL_${copy}`] = database.url;
      env[`ROLLOVER_DIRECT_URL_${copy}`] = database.url;
    }
    console.log(
      `[embedded] migrated, seeded and copied in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    return await run(
      "npx",
      [
        "jest",
        "--selectProjects",
        "integration",
        // One process, as `npm start` runs the app: two Jest workers would be two processes on
        // the one PGlite session, whose statements interleave there ("unnamed prepared statement
        // does not exist"), which no supported setup does.
        "--runInBand",
        "--json",
        "--outputFile=.data/jest-embedded.json",
        ...files,
      ],
      {
        ...env,
        TEST_EMBEDDED: "1",
        TZ: "Asia/Kathmandu",
        NODE_OPTIONS: "--experimental-vm-modules",
      },
    );
  } finally {
    for (const database of served.reverse()) await database.stop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error("[embedded]", error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
