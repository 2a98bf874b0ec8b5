// The job queues' depth and the age of their oldest waiting job, read from pg-boss's table in one
// statement when /api/metrics is scraped: the same numbers on every instance.
import { sql } from "kysely";
import { kysely } from "@/lib/db/kysely";
import { errorFields, logger } from "@/lib/log/logger";
import { jobQueueAge, jobQueueDepth } from "@/lib/metrics/registry";
import { QUEUES } from "./queue";

interface QueueRow {
  name: string;
  depth: number;
  age: number;
}

export async function readQueueDepths(): Promise<QueueRow[]> {
  // pg-boss's own schema is not in the generated types: a typed statement over its job table.
  const { rows } = await sql<QueueRow>`
    SELECT name, count(*)::int AS depth,
           COALESCE(EXTRACT(EPOCH FROM now() - min(created_on)), 0)::float8 AS age
    FROM pgboss.job
    WHERE state IN ('created', 'retry')
    GROUP BY name`.execute(kysely);
  return rows;
}

/**
 * Sets the gauges, with 0 for every known queue that has nothing waiting. When the database cannot
 * answer, the gauges are left out of the scrape (an absent series, not a false 0) and the process's
 * own metrics are still served: they matter most exactly then.
 */
export async function refreshQueueGauges(): Promise<void> {
  let rows: QueueRow[] | null = null;
  try {
    rows = await readQueueDepths();
  } catch (error) {
    logger().warn({ component: "metrics", ...errorFields(error) }, "queue depth unreadable");
  }
  jobQueueDepth.reset();
  jobQueueAge.reset();
  if (!rows) return;
  for (const name of Object.values(QUEUES)) {
    jobQueueDepth.set({ queue: name }, 0);
    jobQueueAge.set({ queue: name }, 0);
  }
  for (const row of rows) {
    jobQueueDepth.set({ queue: row.name }, row.depth);
    jobQueueAge.set({ queue: row.name }, row.age);
  }
}
