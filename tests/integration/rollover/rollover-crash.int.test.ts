// Crash safety: the rollover is killed between its money phases (20 injected failures at seeded
// random points, and a real SIGKILL of a worker process), then run again. Whatever the point, each
// order ends with exactly one successful charge, nothing is left LOCKED or half-charged, and
// balances are debited once.
import "./use-db-r2";
import { addWeeks, type IsoDate } from "@/lib/clock";
import { db, pool } from "@/lib/db";
import { stopQueue } from "@/lib/jobs/queue";
import { FAILPOINTS, type Failpoint } from "@/lib/rollover/process-batch";
import { runRollover } from "@/lib/rollover/run-rollover";
import {
  afterDeadline,
  customer,
  menuWeek,
  order,
  recordingProvider,
  type MenuWeek,
} from "./fixtures";
import { exited, killGroup, killWorkers, startWorker } from "./worker-process";

afterAll(async () => {
  killWorkers();
  await stopQueue();
  await db.$disconnect();
  await pool.end();
});

/** A small deterministic generator, so a failing point can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

async function customersFor(week: MenuWeek) {
  const paying = [await customer(), await customer(), await customer()];
  for (const who of paying) await order(who, week);
  const failing = await customer({ card: "pm_card_chargeCustomerFail" });
  await order(failing, week);
  const covered = await customer({ creditCents: 100_000 });
  await order(covered, week);
  const filled = await customer({ creditCents: 1_000 }); // no order: created, filled, part credit
  return [...paying, failing, covered, filled];
}

/** Later weeks stay small: this week's customers stop here. */
async function cancelPlans(people: { subscription: { id: string } }[]) {
  await db.subscription.updateMany({
    where: { id: { in: people.map((p) => p.subscription.id) } },
    data: { status: "CANCELLED", cancelledAt: new Date() },
  });
}

/** The invariants that must hold for a week after any crash and a re-run. */
async function expectSettled(week: MenuWeek, calls: ReturnType<typeof recordingProvider>["calls"]) {
  const orders = await db.weeklyOrder.findMany({
    where: { weekId: week.id },
    include: { charges: true, invoice: true, creditEntries: true },
  });
  expect(orders.length).toBeGreaterThan(0);
  for (const o of orders) {
    expect(["PAID", "PAYMENT_FAILED", "DELIVERED", "CANCELLED"]).toContain(o.status);
    if (o.status === "CANCELLED") continue;
    expect(o.pricedAt).not.toBeNull();
    const succeeded = o.charges.filter((c) => c.status === "SUCCEEDED");
    if (o.status === "PAID") {
      expect(succeeded).toHaveLength(o.totalCents > 0 ? 1 : 0);
      expect(o.invoice).not.toBeNull();
    } else {
      expect(succeeded).toHaveLength(0);
      expect(o.charges.map((c) => c.status)).toEqual(["FAILED"]);
      expect(o.invoice).toBeNull();
    }
    for (const charge of o.charges) expect(["SUCCEEDED", "FAILED"]).toContain(charge.status);
    // Credit is debited once, and only for a paid order.
    const debits = o.creditEntries.filter((e) => e.reason === "ORDER_PAYMENT");
    expect(debits).toHaveLength(o.status === "PAID" && o.creditCents > 0 ? 1 : 0);
  }
  // The provider saw each key answer the same way every time (its idempotency), and never a
  // second successful charge under a new key for the same order.
  const byKey = new Map<string, string[]>();
  for (const { request, outcome } of calls) {
    const ids = byKey.get(request.idempotencyKey) ?? [];
    ids.push(outcome.ok ? outcome.providerChargeId : "failed");
    byKey.set(request.idempotencyKey, ids);
  }
  for (const ids of byKey.values()) expect(new Set(ids).size).toBe(1);
  const week_ = await db.week.findUniqueOrThrow({ where: { id: week.id } });
  expect(week_.rolledOverAt).not.toBeNull();
}

async function balancesSnapshot() {
  const users = await db.user.findMany({ select: { id: true, balanceCents: true } });
  return new Map(users.map((u) => [u.id, u.balanceCents]));
}

test("20 injected crashes at random points between phases, each followed by a re-run", async () => {
  const next = random(20261126);
  const points: string[] = [];
  for (let i = 0; i < 20; i++) {
    const week = await menuWeek(addWeeks("2027-06-07", i) as IsoDate);
    const people = await customersFor(week);
    const before = await balancesSnapshot();
    const { provider, calls } = recordingProvider();
    const crashBatch = Math.floor(next() * 3);
    const crashAt: Failpoint = FAILPOINTS[Math.floor(next() * FAILPOINTS.length)];
    points.push(`batch ${crashBatch} ${crashAt}`);
    let batch = -1;
    const failpoint = (name: Failpoint) => {
      if (name === "after-freeze") batch += 1;
      if (batch === crashBatch && name === crashAt) throw new Error(`crash at ${crashAt}`);
    };
    const now = afterDeadline(week.weekStart);
    const opts = { now, weekStart: week.weekStart, inline: true, provider, batchSize: 3 };
    await expect(runRollover({ ...opts, failpoint })).rejects.toThrow(/crash at/);
    const rerun = await runRollover(opts);
    expect(rerun.status).toBe("done");
    await expectSettled(week, calls);

    // Balances: each customer's moved by exactly what their paid order used.
    const after = await balancesSnapshot();
    const used = await db.weeklyOrder.findMany({
      where: { weekId: week.id, status: "PAID", creditCents: { gt: 0 } },
      select: { userId: true, creditCents: true },
    });
    for (const { userId, creditCents } of used) {
      expect(after.get(userId)).toBe((before.get(userId) ?? 0) + creditCents);
    }
    await cancelPlans(people);
  }
  // The seeded points cover every phase.
  expect(new Set(points.map((p) => p.split(" ")[2]))).toEqual(new Set(FAILPOINTS));
}, 180_000);

test("a worker process killed with SIGKILL after the provider call: the re-run charges nobody twice", async () => {
  const week = await menuWeek("2027-12-06");
  await customersFor(week);
  const now = afterDeadline(week.weekStart);

  const doomed = await startWorker({ ROLLOVER_CRASH_AT: "after-provider" });
  const first = await runRollover({
    now,
    weekStart: week.weekStart,
    batchSize: 100,
    waitMs: 8_000,
  });
  expect(first.status).toBe("processing");
  // npx reports its killed child as exit status 128 + 9.
  expect(["SIGKILL", 137]).toContain(await exited(doomed));
  // The provider was called, the outcome never recorded.
  const charging = await db.charge.count({
    where: { status: "CHARGING", order: { weekId: week.id } },
  });
  expect(charging).toBeGreaterThan(0);

  const healthy = await startWorker({});
  try {
    const rerun = await runRollover({
      now,
      weekStart: week.weekStart,
      batchSize: 100,
      waitMs: 60_000,
    });
    expect(rerun.status).toBe("done");
  } finally {
    killGroup(healthy, "SIGTERM");
    await exited(healthy);
  }
  await expectSettled(week, []);
}, 120_000);
