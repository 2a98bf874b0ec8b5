// Which order gets a first-order promotion (e.g. WELCOME50): exactly one, the first one charged.
// It is decided for good when the rollover locks and prices a week; before that, the order shown
// with the promotion is the earliest open week, as long as no order has reached the charge yet.
import type { Tx } from "@/lib/db";
import { db } from "@/lib/db";
import type { OrderStatus } from "./transitions";

/** Orders that reached (or passed) the charge: one of them holds the first-order promotion. */
export const REACHED_CHARGE: readonly OrderStatus[] = [
  "LOCKED",
  "PAID",
  "REQUIRES_ACTION",
  "PAYMENT_FAILED",
  "DELIVERED",
];

export async function isFirstOrderWeek(
  userId: string,
  weekStartDate: Date | null,
  client: Tx | typeof db = db,
): Promise<boolean> {
  // No order reached the charge, and no open week comes before this one (at checkout, none is
  // open yet). One statement: this runs on every price shown.
  // The date column as "YYYY-MM-DD": a Date parameter would be cast in the session's time zone.
  const before = weekStartDate ? weekStartDate.toISOString().slice(0, 10) : null;
  const [row] = await client.$queryRaw<{ first: boolean }[]>`
    SELECT NOT EXISTS (
        SELECT 1 FROM "WeeklyOrder" o
        WHERE o."userId" = ${userId} AND o.status::text = ANY(${[...REACHED_CHARGE]}::text[]))
      AND NOT EXISTS (
        SELECT 1 FROM "WeeklyOrder" o JOIN "Week" w ON w.id = o."weekId"
        WHERE o."userId" = ${userId} AND o.status = 'OPEN'
          AND (${before}::date IS NULL OR w."startDate" < ${before}::date)) AS first`;
  return row.first;
}
