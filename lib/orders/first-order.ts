// Which order gets a first-order promotion (e.g. WELCOME50): exactly one, the first one charged.
// It is decided for good when the rollover locks and prices a week; before that, the order shown
// with the promotion is the earliest open week, as long as no order has reached the charge yet.
import { expressionBuilder, type Expression } from "kysely";
import { jsonObjectFrom } from "kysely/helpers/postgres";
import type { IsoDate } from "@/lib/clock";
import { db, type Tx } from "@/lib/db";
import { kysely, kyselyIn, type DB } from "@/lib/db/kysely";
import type { OrderStatus } from "./transitions";

/** Orders that reached (or passed) the charge: one of them holds the first-order promotion. */
export const REACHED_CHARGE: readonly OrderStatus[] = [
  "LOCKED",
  "PAID",
  "REQUIRES_ACTION",
  "PAYMENT_FAILED",
  "DELIVERED",
];

// The rule as one SQL condition, for the customer `user` and an order of the week starting `before`
// (null at checkout, when no week is open yet): no order reached the charge, and no open week comes
// before that one. Its own aliases, so it can sit inside a query over other orders and weeks.
function isFirstOrder(user: Expression<string>, before: Expression<Date> | null) {
  const eb = expressionBuilder<DB>();
  const reachedCharge = eb
    .selectFrom("WeeklyOrder as fo")
    .select(eb.lit(1).as("one"))
    .where("fo.userId", "=", user)
    .where("fo.status", "in", REACHED_CHARGE);
  const openBefore = eb
    .selectFrom("WeeklyOrder as fo")
    .innerJoin("Week as fw", "fw.id", "fo.weekId")
    .select(eb.lit(1).as("one"))
    .where("fo.userId", "=", user)
    .where("fo.status", "=", "OPEN");
  const earlierOpen = before ? openBefore.where("fw.startDate", "<", before) : openBefore;
  return eb
    .and([eb.not(eb.exists(reachedCharge)), eb.not(eb.exists(earlierOpen))])
    .$castTo<boolean>();
}

export async function isFirstOrderWeek(
  userId: string,
  weekStartDate: Date | null,
  client: Tx | typeof db = db,
): Promise<boolean> {
  // One statement: this runs on every price shown. The date column as "YYYY-MM-DD": a Date
  // parameter would be cast in the session's time zone.
  const before = weekStartDate ? weekStartDate.toISOString().slice(0, 10) : null;
  const statements = client === db ? kysely : kyselyIn(client);
  const row = await statements
    .selectNoFrom((eb) =>
      isFirstOrder(
        eb.val(userId),
        before === null ? null : eb.cast<Date>(eb.val(before), "date"),
      ).as("first"),
    )
    .executeTakeFirstOrThrow();
  return row.first;
}

/** The customer's earliest open week from some Monday on, and whether it is the first order. */
export interface EarliestOpenWeek {
  weekStart: IsoDate;
  first: boolean;
}

/**
 * `EarliestOpenWeek` as one JSON value (NULL without an open week), read inside the statement of
 * each screen that names the first-order saving (the Meals weeks, the account page): `user` and
 * `from` (a Monday) are that statement's.
 */
export function earliestOpenWeekJson(user: Expression<string>, from: Expression<Date>) {
  return jsonObjectFrom(
    expressionBuilder<DB>()
      .selectFrom("WeeklyOrder as o")
      .innerJoin("Week as w", "w.id", "o.weekId")
      .select((eb) => [
        // A date in JSON is "YYYY-MM-DD".
        eb.ref("w.startDate").$castTo<IsoDate>().as("weekStart"),
        isFirstOrder(user, eb.ref("w.startDate")).as("first"),
      ])
      .where("o.userId", "=", user)
      .where("o.status", "=", "OPEN")
      .where("w.startDate", ">=", from)
      .orderBy("w.startDate")
      .limit(1),
  );
}
