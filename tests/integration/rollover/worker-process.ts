// `npm run worker` processes started by a rollover test (scripts/worker.ts, on the test file's own
// database copy): none may outlive the file. Each runs in a process group of its own
// (npx → tsx → node), killed as a whole.
import { spawn, type ChildProcess } from "node:child_process";

const children: ChildProcess[] = [];

/** Kills what is still running; for the test file's afterAll. */
export function killWorkers(): void {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
}

export function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** A worker taking jobs (resolved once it says so), with `env` over the test's environment. */
export function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["tsx", "scripts/worker.ts"], {
      env: {
        ...process.env,
        JOBS_SCHEDULE: "0",
        WORKER_CONCURRENCY: "1",
        DATABASE_POOL_SIZE: "3",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    children.push(child);
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("taking jobs")) resolve(child);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code, signal) =>
      reject(new Error(`worker exited (${code ?? signal}) before starting: ${output}`)),
    );
  });
}

export const exited = (child: ChildProcess) =>
  new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve(child.signalCode ?? child.exitCode)
      : child.on("exit", (code, signal) => resolve(signal ?? code)),
  );
