// Starts and stops the built app for a benchmark: `next start` in its own process group, with
// the variables the app insists on in production given bench-only defaults.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function startServer(port: number): { child: ChildProcess; logs: () => string } {
  if (!existsSync(path.join(process.env.NEXT_DIST_DIR ?? ".next", "BUILD_ID"))) {
    throw new Error("No production build found: run `npm run build` first (or set BENCH_URL).");
  }
  const output: string[] = [];
  const base = `http://localhost:${port}`;
  const child = spawn("npx", ["next", "start", "-p", String(port)], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      DATABASE_URL: process.env.DATABASE_URL ?? "postgresql://meals:meals@127.0.0.1:5432/meals_dev",
      NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "bench-secret-not-for-production",
      APP_URL: process.env.APP_URL ?? base,
      NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? base,
      JOBS_SCHEDULE: "0",
    },
    detached: true, // its own process group, so stopping it also stops the node it spawns
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  return { child, logs: () => output.join("").slice(-4000) };
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid, "SIGTERM");
  const timeout = sleep(5_000).then(() => "timeout");
  if ((await Promise.race([exited, timeout])) === "timeout") process.kill(-child.pid, "SIGKILL");
}

export async function waitForHealth(base: string, child?: ChildProcess, logs?: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (child && child.exitCode !== null) break;
    await sleep(250);
  }
  throw new Error(`${base}/api/health did not answer 200 within 60 s.\n${logs?.() ?? ""}`);
}
