// Rollover steps 1–3 (and 9), set-based so they cost the same few statements for ten or 100,000
// subscriptions: resume the plans whose resume date has come, create the order of every active
// subscription that has none for the week, cancel open orders whose plan is no longer active, and
// lock every open order. Each step is safe to repeat. The orders' writes are lib/orders' (bulk-moves.ts).
import { dateColumn, torontoDay } from "@/lib/clock";
import { db } from "@/lib/db";
import { createWeekOrders, deliverPaidOrders, lockWeekOrders } from "@/lib/orders/bulk-moves";
import { resumeIfDue } from "@/lib/subscriptions/update-status";

/** Step 1: paused plans whose resume date has come (also run every night by its own job). */
export async function resumeDuePlans(now: Date): Promise<number> {
  const due = await db.subscription.findMany({
    where: { status: "PAUSED", resumeOn: { lte: dateColumn(torontoDay(now)) } },
    select: { userId: true },
  });
  let resumed = 0;
  for (const { userId } of due) if (await resumeIfDue(userId, now)) resumed += 1;
  return resumed;
}

/**
 * Step 2: an order for every plan billed this week that has none (meals chosen by the chef),
 * with the plan's standing split choice when its size still allows it (standingSplit).
 */
export function createMissingOrders(
  week: { id: string; startDate: Date },
  now: Date,
): Promise<number> {
  return createWeekOrders(week, now);
}

/**
 * Step 3: lock every open order of an active plan; an open order whose plan is paused, on hold or
 * cancelled (or whose account is disabled) is cancelled instead, so it is never charged.
 */
export function lockWeek(
  week: { id: string },
  now: Date,
): Promise<{ locked: number; cancelled: number }> {
  return lockWeekOrders(week.id, now);
}

/**
 * Step 9, the fallback for stops never marked on /admin/deliveries: paid orders whose delivery day
 * has passed (Thursday for a split order) are recorded as assumed delivered (bulk-moves.ts).
 */
export function markDelivered(now: Date): Promise<number> {
  return deliverPaidOrders(torontoDay(now), now);
}
