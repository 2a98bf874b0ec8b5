// The pool's sessions carry the planner settings lib/db chose for this workload
// (docs/decisions/rollover.md): without them a rollover batch's reads turn into parallel scans of
// every customer at 100k subscriptions.
import { pool } from "@/lib/db";

afterAll(() => pool.end());

test("every pooled session plans for data in memory, without parallel workers", async () => {
  const clients = await Promise.all([pool.connect(), pool.connect()]);
  try {
    for (const client of clients) {
      const cost = await client.query<{ random_page_cost: string }>("SHOW random_page_cost");
      const parallel = await client.query<{ max_parallel_workers_per_gather: string }>(
        "SHOW max_parallel_workers_per_gather",
      );
      expect(cost.rows[0].random_page_cost).toBe("1.1");
      expect(parallel.rows[0].max_parallel_workers_per_gather).toBe("0");
    }
  } finally {
    for (const client of clients) client.release();
  }
});
