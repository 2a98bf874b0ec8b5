// Starts the built app for a benchmark through the production entry (scripts/serve.ts), waits for
// /api/health, and stops it (its whole process group) at the end. With BENCH_URL set, the running
// server there is measured instead and nothing is started.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

export const HEALTH = "/api/health";

export interface BenchServer {
  base: string;
  stop: () => Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function status(url: string, init?: RequestInit): Promise<number> {
  try {
    return (await fetch(url, init)).status;
  } catch {
    return 0;
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid, "SIGTERM");
  const timeout = sleep(5_000).then(() => "timeout");
  if ((await Promise.race([exited, timeout])) === "timeout") process.kill(-child.pid, "SIGKILL");
}

async function waitForHealth(base: string, child?: ChildProcess, logs?: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if ((await status(base + HEALTH)) === 200) return;
    if (child && child.exitCode !== null) break;
    await sleep(250);
  }
  throw new Error(`${base}${HEALTH} did not answer 200 within 90 s.\n${logs?.() ?? ""}`);
}

/** BENCH_URL's server, or the built app on `port` (BENCH_PORT, 3210) against DATABASE_URL. */
export async function startBenchServer(
  port = Number(process.env.BENCH_PORT ?? 3210),
): Promise<BenchServer> {
  if (process.env.BENCH_URL) {
    const base = process.env.BENCH_URL.replace(/\/$/, "");
    await waitForHealth(base);
    return { base, stop: async () => undefined };
  }
  if (!existsSync(path.join(process.env.NEXT_DIST_DIR || ".next", "BUILD_ID"))) {
    throw new Error("No production build found: run `npm run build` first (or set BENCH_URL).");
  }
  const output: string[] = [];
  const child = spawn("npx", ["tsx", "scripts/serve.ts", "-p", String(port)], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      CHECKPOINT_DISABLE: "1",
      DATABASE_URL: process.env.DATABASE_URL ?? "postgresql://meals:meals@127.0.0.1:5432/meals_dev",
      NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "bench-secret-not-for-production",
      APP_URL: `http://127.0.0.1:${port}`,
      NEXTAUTH_URL: `http://127.0.0.1:${port}`,
      // No timed job may fire and compete for the CPU while slices run.
      JOBS_SCHEDULE: "0",
      // The write benchmark (bench/writes.ts) signs up many customers, each from its own address
      // (X-Forwarded-For from this machine is believed), so the sign-up's per-address limit
      // counts them as the many networks they stand for.
      TRUSTED_PROXIES: process.env.TRUSTED_PROXIES ?? "127.0.0.1, ::1",
      // In Thursday's maintenance window (customer writes answer 503) the writes run six hours on
      // (x-test-now), as the integration tests do; only this bench server honours the header.
      ALLOW_TEST_CLOCK: "1",
    },
    detached: true, // its own process group, so stopping it also stops the node it spawns
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const stop = () => stopChild(child);
  process.once("SIGINT", () => void stop().then(() => process.exit(130)));
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base, child, () => output.join("").slice(-4000));
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}
