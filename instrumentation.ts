// Runs once when the Next server starts: the job queue's workers and schedule live in the app
// process (one worker with nothing configured; `npm run worker` adds more). JOBS_IN_APP=0 turns
// this off for deployments that run dedicated worker processes (the queue's client still starts).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // `next start` without scripts/serve.ts still refuses a broken configuration at start-up.
  const { assertEnv } = await import("./lib/config/env");
  assertEnv();
  try {
    if (process.env.JOBS_IN_APP === "0") {
      // The queue's client only: a request's first job is then never the one that starts it
      // inside that request's transaction (docs/decisions/transactions.md).
      const { queue } = await import("./lib/jobs/queue");
      await queue();
      return;
    }
    const { startWorkers } = await import("./lib/jobs/workers");
    await startWorkers({ schedule: process.env.JOBS_SCHEDULE !== "0" });
  } catch (error) {
    // The site still serves; queued work waits for a worker (the log says why).
    const { errorFields, logger } = await import("./lib/log/logger");
    logger().error({ component: "jobs", ...errorFields(error) }, "workers did not start");
  }
}
