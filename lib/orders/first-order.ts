// Which order gets a first-order promotion (e.g. WELCOME50): exactly one, the first one charged.
// It is decided for good when the rollover locks and prices a week; before that, the order shown
// with the promotion is the earliest open week, as long as no order has reached the charge yet.
import type { IsoDate } from "@/lib/clock";
import { db, pool, type Tx } from "@/lib/db";
import type { OrderStatus } from "./transitions";

/** Orders that reached (or passed) the charge: one of them holds the first-order promotion. */
export const REACHED_CHARGE: readonly OrderStatus[] = [
  "LOCKED",
  "PAID",
  "REQUIRES_ACTION",
  "PAYMENT_FAILED",
  "DELIVERED",
];

// The rule in SQL, for the customer $1 and the week `before` names (a date expression, NULL at
// checkout, when no week is open yet): no order reached the charge ($2), and no open week comes
// before that one. Its own aliases, so it can sit inside a query over other orders and weeks.
const firstOrderSql = (before: string) => `
  NOT EXISTS (
    SELECT 1 FROM "WeeklyOrder" fo
    WHERE fo."userId" = $1 AND fo.status::text = ANY($2::text[]))
  AND NOT EXISTS (
    SELECT 1 FROM "WeeklyOrder" fo JOIN "Week" fw ON fw.id = fo."weekId"
    WHERE fo."userId" = $1 AND fo.status = 'OPEN'
      AND (${before} IS NULL OR fw."startDate" < ${before}))`;

const IS_FIRST_ORDER_WEEK = `SELECT ${firstOrderSql("$3::date")} AS first`;

export async function isFirstOrderWeek(
  userId: string,
  weekStartDate: Date | null,
  client: Tx | typeof db = db,
): Promise<boolean> {
  // One statement: this runs on every price shown. The date column as "YYYY-MM-DD": a Date
  // parameter would be cast in the session's time zone.
  const before = weekStartDate ? weekStartDate.toISOString().slice(0, 10) : null;
  const [row] = await client.$queryRawUnsafe<{ first: boolean }[]>(
    IS_FIRST_ORDER_WEEK,
    userId,
    [...REACHED_CHARGE],
    before,
  );
  return row.first;
}

const EARLIEST_OPEN_WEEK = {
  name: "earliest-open-week",
  text: `
    SELECT to_char(w."startDate", 'YYYY-MM-DD') AS "weekStart", ${firstOrderSql('w."startDate"')} AS first
    FROM "WeeklyOrder" o JOIN "Week" w ON w.id = o."weekId"
    WHERE o."userId" = $1 AND o.status = 'OPEN' AND w."startDate" >= $3::date
    ORDER BY w."startDate" LIMIT 1`,
};

/**
 * The customer's earliest open week from `from` on, and whether it is the one that would carry
 * the first-order promotion (the Meals and account pages name it; one statement on every read).
 */
export async function earliestOpenWeek(
  userId: string,
  from: IsoDate,
): Promise<{ weekStart: IsoDate; first: boolean } | null> {
  const { rows } = await pool.query<{ weekStart: IsoDate; first: boolean }>({
    ...EARLIEST_OPEN_WEEK,
    values: [userId, [...REACHED_CHARGE], from],
  });
  return rows[0] ?? null;
}
