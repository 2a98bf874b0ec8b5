// Which order gets a first-order promotion (e.g. WELCOME50): exactly one, the first one charged.
// It is decided for good when the rollover locks and prices a week; before that, the order shown
// with the promotion is the earliest open week, as long as no order has reached the charge yet.
import type { IsoDate } from "@/lib/clock";
import { db, type Tx } from "@/lib/db";
import type { OrderStatus } from "./transitions";

/** Orders that reached (or passed) the charge: one of them holds the first-order promotion. */
export const REACHED_CHARGE: readonly OrderStatus[] = [
  "LOCKED",
  "PAID",
  "REQUIRES_ACTION",
  "PAYMENT_FAILED",
  "DELIVERED",
];

// The rule in SQL, for the customer `user` and the week `before` names (SQL expressions; `before`
// is NULL at checkout, when no week is open yet): no order reached the charge, and no open week
// comes before that one. Its own aliases, so it can sit inside a query over other orders and weeks.
const REACHED_CHARGE_SQL = `ARRAY[${REACHED_CHARGE.map((status) => `'${status}'`).join(", ")}]`;
const firstOrderSql = (user: string, before: string) => `
  NOT EXISTS (
    SELECT 1 FROM "WeeklyOrder" fo
    WHERE fo."userId" = ${user} AND fo.status::text = ANY(${REACHED_CHARGE_SQL}))
  AND NOT EXISTS (
    SELECT 1 FROM "WeeklyOrder" fo JOIN "Week" fw ON fw.id = fo."weekId"
    WHERE fo."userId" = ${user} AND fo.status = 'OPEN'
      AND (${before} IS NULL OR fw."startDate" < ${before}))`;

const IS_FIRST_ORDER_WEEK = `SELECT ${firstOrderSql("$1", "$2::date")} AS first`;

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
    before,
  );
  return row.first;
}

/** The customer's earliest open week from some Monday on, and whether it is the first order. */
export interface EarliestOpenWeek {
  weekStart: IsoDate;
  first: boolean;
}

/**
 * `EarliestOpenWeek` as one JSON value (NULL without an open week), read inside the statement of
 * each screen that names the first-order saving (the Meals weeks, the account page); `user` and
 * `from` (a date) are that statement's SQL.
 */
export const earliestOpenWeekJsonSql = (user: string, from: string) => `(
  SELECT json_build_object(
    'weekStart', to_char(w."startDate", 'YYYY-MM-DD'),
    'first', ${firstOrderSql(user, 'w."startDate"')})
  FROM "WeeklyOrder" o JOIN "Week" w ON w.id = o."weekId"
  WHERE o."userId" = ${user} AND o.status = 'OPEN' AND w."startDate" >= ${from}
  ORDER BY w."startDate" LIMIT 1)`;
