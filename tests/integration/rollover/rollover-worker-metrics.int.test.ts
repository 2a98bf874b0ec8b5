// The rollover's metrics as a deployment with a worker process sees them: a scrape in this process
// counts what an `npm run worker` process charged. Apart from rollover.int.test.ts (where it was)
// because it runs a second process, which needs a database server: the embedded run
// (tests/embedded/run.ts) is one process on one PGlite session, as `npm start` is.
import "./use-db-r7";
import { db, pool } from "@/lib/db";
import { stopQueue } from "@/lib/jobs/queue";
import { runRollover } from "@/lib/rollover/run-rollover";
import { afterDeadline, customer, menuWeek, metricValue, order, scrapeMetrics } from "./fixtures";
import { exited, killGroup, killWorkers, startWorker } from "./worker-process";

beforeAll(() => {
  process.env.ALLOW_TEST_CLOCK = "1";
});
afterAll(async () => {
  killWorkers();
  await stopQueue();
  await db.$disconnect();
  await pool.end();
});

const scrape = scrapeMetrics;
const value = metricValue;

test("a scrape here counts the charges and jobs an `npm run worker` process did", async () => {
  const week = await menuWeek("2027-11-01");
  await order(await customer(), week);
  await customer({ card: "pm_card_chargeDeclined" });
  const before = await scrape();
  // A worker as deployed: not under Jest, so it writes its counts on its 5-second timer.
  const worker = await startWorker({ JEST_WORKER_ID: "" });
  const batchDone = 'jobs_total{queue="rollover.batch",outcome="completed"}';
  let after = before;
  try {
    // Queued batches (not inline): only the worker process charges.
    const result = await runRollover({
      now: afterDeadline(week.weekStart),
      weekStart: week.weekStart,
      waitMs: 60_000,
    });
    expect(result.status).toBe("done");
    // The running worker writes what it counted every 5 s: scrape until its counts are in.
    for (let tries = 0; tries < 60; tries++) {
      after = await scrape();
      if (value(after, batchDone) > value(before, batchDone)) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    killGroup(worker, "SIGTERM");
    await exited(worker);
  }
  const delta = (series: string) => value(after, series) - value(before, series);
  expect(delta(batchDone)).toBeGreaterThanOrEqual(1);
  expect(delta('charges_total{outcome="succeeded"}')).toBeGreaterThanOrEqual(1);
  expect(delta('charges_total{outcome="failed"}')).toBeGreaterThanOrEqual(1);
  // Closed by this process: its own counts are in the same totals.
  expect(delta('rollover_orders_total{outcome="locked"}')).toBeGreaterThanOrEqual(2);
  // At least this week: counts another file left buffered in this Jest worker may flush too.
  expect(delta("rollover_weeks_total")).toBeGreaterThanOrEqual(1);
}, 120_000);
