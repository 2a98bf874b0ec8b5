// `npm start` (and `npm run dev` with --dev): runs the whole app with nothing configured.
// Without DATABASE_URL it serves an embedded PostgreSQL (PGlite, data under .data/pglite) on
// 127.0.0.1, migrates it, seeds it when empty, builds the app if the build is missing or stale,
// and starts Next. With DATABASE_URL it does the same against that database instead (migrating
// through DIRECT_URL when DATABASE_URL is a transaction-mode pooler: prisma.config.ts).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { embeddedEnv, serveEmbeddedDatabase } from "./embedded-database";

const root = path.resolve(__dirname, "..");
const dataDir = path.join(root, ".data");
const dev = process.argv.includes("--dev");
const port = process.env.PORT ?? "3000";

function log(message: string) {
  console.log(`[start] ${message}`);
}

function loadDotEnv() {
  const file = path.join(root, ".env");
  if (existsSync(file)) process.loadEnvFile(file);
}

/** A secret for the session cookie, made once per checkout when none is configured. */
function ensureAuthSecret() {
  if (process.env.NEXTAUTH_SECRET) return;
  const file = path.join(dataDir, "nextauth-secret");
  if (!existsSync(file))
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  process.env.NEXTAUTH_SECRET = readFileSync(file, "utf8").trim();
}

/** A secret for the cron call, so `npm run rollover` can ask this app to roll the week over. */
function ensureCronSecret() {
  if (process.env.CRON_SECRET) return;
  const file = path.join(dataDir, "cron-secret");
  if (!existsSync(file))
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  process.env.CRON_SECRET = readFileSync(file, "utf8").trim();
}

async function startEmbeddedDatabase(): Promise<() => Promise<void>> {
  const pgPort = Number(process.env.PGLITE_PORT ?? 54329);
  const embedded = await serveEmbeddedDatabase({
    dataDir: path.join(dataDir, "pglite"),
    port: pgPort,
  });
  Object.assign(process.env, embeddedEnv(embedded.url));
  // A DIRECT_URL left in .env names another server: migrations and LISTEN must come here too.
  delete process.env.DIRECT_URL;
  log(`embedded PostgreSQL (PGlite) on 127.0.0.1:${pgPort}, data in .data/pglite`);
  return embedded.stop;
}

/** Runs a command without blocking this process, which may be serving the embedded database. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", env: process.env });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed`)),
    );
  });
}

async function isEmpty(): Promise<boolean> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>('SELECT count(*) FROM "User"');
    return rows[0]?.count === "0";
  } finally {
    await client.end();
  }
}

function newestSourceChange(): number {
  let newest = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  for (const dir of ["app", "components", "lib", "emails", "public"]) {
    if (existsSync(path.join(root, dir))) walk(path.join(root, dir));
  }
  for (const file of ["package.json", "next.config.js", "proxy.ts"]) {
    if (existsSync(path.join(root, file)))
      newest = Math.max(newest, statSync(path.join(root, file)).mtimeMs);
  }
  return newest;
}

function buildIsCurrent(): boolean {
  const buildId = path.join(root, ".next", "BUILD_ID");
  return existsSync(buildId) && statSync(buildId).mtimeMs >= newestSourceChange();
}

async function main() {
  mkdirSync(dataDir, { recursive: true });
  loadDotEnv();
  process.env.CHECKPOINT_DISABLE = "1";
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  process.env.APP_URL ??= `http://localhost:${port}`;
  process.env.NEXTAUTH_URL ??= process.env.APP_URL;
  ensureAuthSecret();
  ensureCronSecret();

  const stopDatabase = process.env.DATABASE_URL ? null : await startEmbeddedDatabase();

  log("applying migrations");
  await run("npx", ["prisma", "migrate", "deploy"]);
  if (await isEmpty()) {
    log("empty database: seeding demo data");
    await run("npx", ["tsx", "prisma/seed.ts"]);
  }
  if (!dev && !buildIsCurrent()) {
    log("building the app (first start or changed sources)");
    await run("npx", ["next", "build"]);
  }

  log(`starting on http://localhost:${port}`);
  // scripts/serve.ts: Next behind the server that decides which forwarded headers to trust. Run
  // by this node itself, not through npx: npx's `sh -c` does not pass a signal on, so stopping
  // this process left the server up on its port with the embedded database gone.
  const next = spawn(
    process.execPath,
    ["--import", "tsx", "scripts/serve.ts", ...(dev ? ["--dev"] : []), "-p", port],
    { cwd: root, stdio: "inherit", env: process.env },
  );
  const shutdown = async (code: number) => {
    if (stopDatabase) await stopDatabase();
    process.exit(code);
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => next.kill(signal));
  }
  next.on("exit", (code) => void shutdown(code ?? 0));
}

main().catch((error: unknown) => {
  console.error("[start] could not start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
