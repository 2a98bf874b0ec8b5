// One log line and one count per job a worker runs: its queue, id, attempt, duration and outcome.
import type { Job } from "pg-boss";
import { errorFields, logger } from "@/lib/log/logger";
import { jobsTotal } from "@/lib/metrics/work-counters";

export async function observeJob<T>(
  job: Pick<Job, "id" | "name" | "retryCount">,
  run: () => Promise<T>,
): Promise<T> {
  const started = performance.now();
  const fields = { queue: job.name, jobId: job.id, attempt: job.retryCount + 1 };
  try {
    const result = await run();
    jobsTotal.inc({ queue: job.name, outcome: "completed" });
    logger().info(
      { ...fields, durationMs: Math.round(performance.now() - started), outcome: "completed" },
      "job",
    );
    return result;
  } catch (error) {
    // pg-boss retries it (with backoff) until the queue's retry limit.
    jobsTotal.inc({ queue: job.name, outcome: "failed" });
    logger().error(
      {
        ...fields,
        durationMs: Math.round(performance.now() - started),
        outcome: "failed",
        ...errorFields(error),
      },
      "job failed",
    );
    throw error;
  }
}
