// The weekly rollover (DESIGN.md §2–§3): at Thursday 12:00 AM Toronto, for every week whose
// deadline has passed and that was never rolled over (oldest first, so a missed Thursday catches
// up), resume due plans, create, lock, fill, price, charge and invoice the week's orders, mark
// delivered orders, and mail the admins a summary. The money phases run as queued batch jobs
// (process-batch.ts) that any worker process may take; this orchestrator waits for them.
import { randomUUID } from "node:crypto";
import { dateColumn, orderDeadline, fromDateColumn, type IsoDate } from "@/lib/clock";
import { sql } from "kysely";
import { db } from "@/lib/db";
import { kysely, type DB } from "@/lib/db/kysely";
import { QUEUES, insertJobs } from "@/lib/jobs/queue";
import { queueMails } from "@/lib/mail/queued-mail";
import { paymentProvider } from "@/lib/payments";
import type { PaymentProvider } from "@/lib/payments/port";
import { logPhase, recordWeekClosed } from "./observe";
import { acquireLease, LEASE_SECONDS, releaseLease, renewLease } from "./lease";
import { createMissingOrders, lockWeek, markDelivered, resumeDuePlans } from "./prepare-week";
import { processBatch, type BatchDeps } from "./process-batch";
import { summarizeWeek, summaryMailProps, type WeekSummary } from "./summary";

export interface RolloverOptions {
  now: Date;
  /** Only this week (tests and rehearsals); otherwise every week that is due. */
  weekStart?: IsoDate;
  /** Run the batches in this process instead of through the queue (tests inject failures). */
  inline?: boolean;
  provider?: PaymentProvider;
  failpoint?: BatchDeps["failpoint"];
  batchSize?: number;
  /** How long to wait for the queued batches before answering "processing". */
  waitMs?: number;
}

export type RolloverResult =
  | { status: "in-progress"; message: string }
  | { status: "done" | "processing"; weeks: WeekSummary[]; pending?: IsoDate };

export const DEFAULT_BATCH_SIZE = Number(process.env.ROLLOVER_BATCH_SIZE ?? 1000);

/** Weeks whose deadline passed before `now` and that were never rolled over, oldest first. */
export async function dueWeeks(now: Date, only?: IsoDate) {
  const weeks = await db.week.findMany({
    where: { rolledOverAt: null, ...(only ? { startDate: dateColumn(only) } : {}) },
    orderBy: { startDate: "asc" },
    select: { id: true, startDate: true },
  });
  return weeks.filter((w) => orderDeadline(fromDateColumn(w.startDate)).getTime() < now.getTime());
}

export async function runRollover(options: RolloverOptions): Promise<RolloverResult> {
  const holder = randomUUID();
  if (!(await acquireLease(holder))) {
    return { status: "in-progress", message: "A rollover is already running; nothing was done." };
  }
  const heartbeat = setInterval(
    () => void renewLease(holder).catch(() => {}),
    (LEASE_SECONDS * 1000) / 3,
  );
  try {
    const resumeStarted = performance.now();
    const resumed = await resumeDuePlans(options.now);
    logPhase(undefined, "resume", { resumed }, resumeStarted);
    const weeks: WeekSummary[] = [];
    for (const week of await dueWeeks(options.now, options.weekStart)) {
      const finished = await rollWeek(week, options, weeks.length === 0 ? resumed : 0);
      if (!finished)
        return { status: "processing", weeks, pending: fromDateColumn(week.startDate) };
      weeks.push(finished);
    }
    return { status: "done", weeks };
  } finally {
    clearInterval(heartbeat);
    await releaseLease(holder);
  }
}

async function rollWeek(
  week: { id: string; startDate: Date },
  options: RolloverOptions,
  resumed: number,
): Promise<WeekSummary | null> {
  const { now } = options;
  const weekStart = fromDateColumn(week.startDate);
  const started = performance.now();
  let phaseStarted = started;
  const phase = (name: string, counts: Record<string, number>) => {
    logPhase(weekStart, name, counts, phaseStarted);
    phaseStarted = performance.now();
  };
  phase("create", { created: await createMissingOrders(week, now) });
  phase("lock", await lockWeek(week, now));
  // The week's rows just changed state en masse; without fresh statistics the planner still
  // believes no order is LOCKED and picks plans that turn each batch from milliseconds to seconds.
  // A string statement because the builder has no ANALYZE (a maintenance command, not a query).
  await sql`ANALYZE ${sql.table("WeeklyOrder" satisfies keyof DB)}`.execute(kysely);
  // Every order still LOCKED: this run's, and any a crashed run left half-way.
  const locked = await db.weeklyOrder.findMany({
    where: { weekId: week.id, status: "LOCKED" },
    orderBy: { id: "asc" },
    select: { id: true },
  });
  const size = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const batches: string[][] = [];
  for (let i = 0; i < locked.length; i += size)
    batches.push(locked.slice(i, i + size).map((o) => o.id));
  phase("batch", { locked: locked.length, batches: batches.length });

  if (options.inline) {
    const deps = {
      provider: options.provider ?? paymentProvider(),
      now,
      failpoint: options.failpoint,
    };
    for (const orderIds of batches) await processBatch({ weekId: week.id, orderIds }, deps);
  } else if (batches.length > 0) {
    await insertJobs(
      QUEUES.rolloverBatch,
      batches.map((orderIds) => ({ weekId: week.id, orderIds, now: now.toISOString() })),
    );
    if (!(await waitForWeek(week.id, options.waitMs ?? 15 * 60_000))) return null;
  }
  phase("charge", { batches: batches.length });

  const delivered = await markDelivered(now);
  phase("deliver", { delivered });
  const summary = await summarizeWeek(week, { resumed, delivered });
  const closedHere = await db.$transaction(async (tx) => {
    // Only the run that closes the week mails the summary (and counts it in the metrics).
    const closed = await tx.week.updateMany({
      where: { id: week.id, rolledOverAt: null },
      data: { rolledOverAt: now, rolloverSummary: JSON.parse(JSON.stringify(summary)) },
    });
    if (closed.count === 0) return false;
    const admins = await tx.user.findMany({
      where: { status: "active", roles: { some: { role: { slug: "admin" } } } },
      select: { email: true },
    });
    await queueMails(
      admins.map((admin) => ({
        template: "rollover-summary" as const,
        to: admin.email,
        props: summaryMailProps(summary, now),
      })),
      tx,
    );
    return true;
  });
  if (closedHere) recordWeekClosed(summary, started);
  return summary;
}

/** Polls until no order of the week is LOCKED (every batch settled), or gives up. */
async function waitForWeek(weekId: string, waitMs: number): Promise<boolean> {
  const until = Date.now() + waitMs;
  for (;;) {
    if (!(await anyLocked(weekId))) return true;
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

// EXISTS stops at the first LOCKED order; counting them all cost ~50 ms a poll at 100k orders,
// a sixth of the database's work during the rollover.
async function anyLocked(weekId: string): Promise<boolean> {
  const row = await kysely
    .selectNoFrom((eb) =>
      eb
        .exists(
          eb
            .selectFrom("WeeklyOrder")
            .select(eb.lit(1).as("one"))
            .where("weekId", "=", weekId)
            .where("status", "=", "LOCKED"),
        )
        .as("locked"),
    )
    .executeTakeFirstOrThrow();
  return Boolean(row.locked);
}
