// HTTP benchmark: the cached catalog reads against a bare constant-JSON route (/api/health).
//
//   npm run build && npm run bench:api
//
// - With BENCH_URL (e.g. http://127.0.0.1:3000) it measures that running server.
// - Without it, it starts the built app itself (`npx next start -p 3210`, so run `npm run build`
//   first) against DATABASE_URL (default postgresql://meals:meals@127.0.0.1:5432/meals_dev,
//   migrated and seeded: npm run db:migrate && npm run db:seed), waits for /api/health, and stops
//   it at the end.
// - BENCH_CONNECTIONS (50), BENCH_DURATION seconds per route (10), BENCH_WARMUP seconds (3),
//   BENCH_PATHS (comma-separated catalog paths to compare with the bare route).
// Target: every catalog route ≥ 0.90× the bare route's req/s, with p99 ≤ 1.2× the bare p99.
// Prints a table and writes JSON to bench/results/ (gitignored). Exit code 1 when a route
// errored; with BENCH_STRICT=1 also when a target was missed.
import autocannon from "autocannon";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const BARE = "/api/health";
const PATHS = (
  process.env.BENCH_PATHS ?? "/api/plans,/api/weeks/upcoming-week,/api/weeks/current-week,/api/faqs"
)
  .split(",")
  .map((p) => p.trim())
  .filter(Boolean);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const PORT = 3210;
const TARGET = { throughput: 0.9, p99: 1.2 };

interface Row {
  path: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  throughputRatio?: number;
  p99Ratio?: number;
  meetsTarget?: boolean;
}

function load(url: string, duration: number, connections: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, timeout: 10 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function status(url: string): Promise<number> {
  try {
    return (await fetch(url)).status;
  } catch {
    return 0;
  }
}

function startServer(): { child: ChildProcess; logs: () => string } {
  if (!existsSync(path.join(process.env.NEXT_DIST_DIR ?? ".next", "BUILD_ID"))) {
    throw new Error("No production build found: run `npm run build` first (or set BENCH_URL).");
  }
  const output: string[] = [];
  const child = spawn("npx", ["next", "start", "-p", String(PORT)], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      DATABASE_URL: process.env.DATABASE_URL ?? "postgresql://meals:meals@127.0.0.1:5432/meals_dev",
    },
    detached: true, // its own process group, so stopping it also stops the node it spawns
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  return { child, logs: () => output.join("").slice(-4000) };
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid, "SIGTERM");
  const timeout = sleep(5_000).then(() => "timeout");
  if ((await Promise.race([exited, timeout])) === "timeout") process.kill(-child.pid, "SIGKILL");
}

async function waitForHealth(base: string, child?: ChildProcess, logs?: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if ((await status(base + BARE)) === 200) return;
    if (child && child.exitCode !== null) break;
    await sleep(250);
  }
  throw new Error(`${base}${BARE} did not answer 200 within 60 s.\n${logs?.() ?? ""}`);
}

function toRow(route: string, result: autocannon.Result): Row {
  return {
    path: route,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

function printTable(rows: Row[]) {
  const header = ["route", "req/s", "p50 ms", "p99 ms", "req/s vs bare", "p99 vs bare", "errors"];
  const lines = rows.map((r) => [
    r.path,
    String(r.reqPerSec),
    String(r.p50),
    String(r.p99),
    r.throughputRatio === undefined ? "-" : `${r.throughputRatio.toFixed(2)}x`,
    r.p99Ratio === undefined ? "-" : `${r.p99Ratio.toFixed(2)}x`,
    String(r.errors + r.non2xx) + (r.meetsTarget === false ? "  MISS" : ""),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join("  ");
  console.log(`\n${format(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const line of lines) console.log(format(line));
}

async function main() {
  const server = process.env.BENCH_URL ? undefined : startServer();
  const base = (process.env.BENCH_URL ?? `http://127.0.0.1:${PORT}`).replace(/\/$/, "");
  const stop = () => (server ? stopServer(server.child) : Promise.resolve());
  process.once("SIGINT", () => void stop().then(() => process.exit(130)));

  try {
    await waitForHealth(base, server?.child, server?.logs);
    for (const route of PATHS) {
      const code = await status(base + route);
      if (code !== 200) throw new Error(`${route} answers ${code}; is the database seeded?`);
    }
    console.log(`Warming up ${[BARE, ...PATHS].join(", ")} for ${WARMUP} s each...`);
    for (const route of [BARE, ...PATHS]) await load(base + route, WARMUP, 10);

    // The bare route runs first and last; the better of the two is the baseline, so a warming or
    // drifting machine cannot flatter the catalog routes.
    const rows: Row[] = [];
    for (const route of [BARE, ...PATHS, BARE]) {
      console.log(`${route}: ${CONNECTIONS} connections for ${DURATION} s`);
      rows.push(toRow(route, await load(base + route, DURATION, CONNECTIONS)));
    }
    const bareRuns = rows.filter((r) => r.path === BARE);
    const bareReqPerSec = Math.max(...bareRuns.map((r) => r.reqPerSec));
    const bareP99 = Math.min(...bareRuns.map((r) => r.p99));
    for (const row of rows.filter((r) => r.path !== BARE)) {
      row.throughputRatio = row.reqPerSec / bareReqPerSec;
      row.p99Ratio = row.p99 / bareP99;
      row.meetsTarget = row.throughputRatio >= TARGET.throughput && row.p99Ratio <= TARGET.p99;
    }
    printTable(rows);

    const dir = path.join("bench", "results");
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `api-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    const config = { base, connections: CONNECTIONS, duration: DURATION, target: TARGET };
    writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), config, rows }, null, 2));
    console.log(`\nWrote ${file}`);

    const failed = rows.some((r) => r.errors > 0 || r.non2xx > 0);
    const missed = rows.some((r) => r.meetsTarget === false);
    if (missed)
      console.log(`Target missed: ≥ ${TARGET.throughput}x req/s and ≤ ${TARGET.p99}x p99.`);
    if (failed || (missed && process.env.BENCH_STRICT === "1")) process.exitCode = 1;
  } finally {
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
