// `npm run worker`: one more process taking queued work (rollover batches, mail, reminders) from
// the PostgreSQL in DATABASE_URL. Any number may run beside the app; a crash loses nothing.
import { existsSync } from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "..");
if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));

async function main() {
  if (!process.env.DATABASE_URL) {
    console.error(
      "[worker] DATABASE_URL is not set. With the embedded database, `npm start` already runs a worker inside the app.",
    );
    process.exit(1);
  }
  const { startWorkers } = await import("@/lib/jobs/workers");
  const { stopQueue } = await import("@/lib/jobs/queue");
  const concurrency = Number(process.env.WORKER_CONCURRENCY ?? 2);
  await startWorkers({ schedule: process.env.JOBS_SCHEDULE !== "0", concurrency });
  console.log(`[worker] taking jobs (pid ${process.pid}, concurrency ${concurrency})`);
  const stop = async () => {
    await stopQueue();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop());
  process.on("SIGTERM", () => void stop());
}

main().catch((error: unknown) => {
  console.error("[worker] could not start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
