// Rollover steps 1–3, set-based so they cost the same few statements for ten or 100,000
// subscriptions: resume the plans whose resume date has come, create the order of every active
// subscription that has none for the week, cancel open orders whose plan is no longer active, and
// lock every open order. Each step is safe to repeat.
import { dateColumn, torontoDay } from "@/lib/clock";
import { db } from "@/lib/db";
import { TIME_ORDERED_ID_SQL } from "@/lib/db/ids";
import { SPLIT_DELIVERY_MIN_MEALS } from "@/lib/orders/meal-selection-rules";
import { ORDER_NUMBER_SQL } from "@/lib/orders/order-number";
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
 * Step 2: an order for every active plan that has none this week (meals chosen by the chef),
 * with the plan's standing split choice when its size still allows it (standingSplit).
 */
export async function createMissingOrders(
  week: { id: string; startDate: Date },
  now: Date,
): Promise<number> {
  return db.$executeRawUnsafe(
    `INSERT INTO "WeeklyOrder" (id, number, "userId", "subscriptionId", "weekId", "planId",
       "addressId", status, "mealsCount", "splitDelivery", "deliveryDay", "deliveryTime",
       "createdAt", "updatedAt")
     SELECT ${TIME_ORDERED_ID_SQL}, ${ORDER_NUMBER_SQL}, s."userId", s.id, $1, s."planId",
       (SELECT a.id FROM "Address" a WHERE a."userId" = s."userId" AND a."isDefault"
         ORDER BY a."createdAt" DESC LIMIT 1),
       'OPEN', p."mealsPerWeek",
       s."splitDelivery" AND p."mealsPerWeek" >= $4 AND p."mealsPerWeek" % 2 = 0,
       s."deliveryDay", s."deliveryTime", $2, $2
     FROM "Subscription" s
     JOIN "Plan" p ON p.id = s."planId"
     JOIN "User" u ON u.id = s."userId" AND u.status = 'active'
     WHERE s.status = 'ACTIVE' AND s."startsOn" <= $3
       AND NOT EXISTS (SELECT 1 FROM "WeeklyOrder" o
                       WHERE o."subscriptionId" = s.id AND o."weekId" = $1)
     ON CONFLICT ("subscriptionId", "weekId") DO NOTHING`,
    week.id,
    now,
    week.startDate,
    SPLIT_DELIVERY_MIN_MEALS,
  );
}

/**
 * Step 3: lock every open order of an active plan; an open order whose plan is paused, on hold or
 * cancelled (or whose account is disabled) is cancelled instead, so it is never charged.
 */
export async function lockWeek(
  week: { id: string },
  now: Date,
): Promise<{ locked: number; cancelled: number }> {
  const cancelled = await db.$executeRaw`
    UPDATE "WeeklyOrder" AS o SET status = 'CANCELLED', "updatedAt" = ${now}
    FROM "Subscription" s, "User" u
    WHERE o."weekId" = ${week.id} AND o.status = 'OPEN' AND s.id = o."subscriptionId"
      AND u.id = o."userId" AND (s.status <> 'ACTIVE' OR u.status <> 'active')`;
  const locked = await db.$executeRaw`
    UPDATE "WeeklyOrder" SET status = 'LOCKED', "lockedAt" = ${now}, "updatedAt" = ${now}
    WHERE "weekId" = ${week.id} AND status = 'OPEN'`;
  return { locked, cancelled };
}

/** Step 9: paid orders whose delivery day has passed (Thursday for a split order). */
export async function markDelivered(now: Date): Promise<number> {
  return db.$executeRaw`
    UPDATE "WeeklyOrder" AS o SET status = 'DELIVERED', "updatedAt" = ${now}
    FROM "Week" w
    WHERE o."weekId" = w.id AND o.status = 'PAID'
      AND w."startDate" + (CASE WHEN o."splitDelivery" OR o."deliveryDay" = 'THURSDAY'
                                THEN 3 ELSE 0 END) < ${dateColumn(torontoDay(now))}::date`;
}
