// Which order gets a first-order promotion (e.g. WELCOME50): exactly one, the first one charged.
// It is decided for good when the rollover locks and prices a week; before that, the order shown
// with the promotion is the earliest open week, as long as no order has reached the charge yet.
import { expressionBuilder, type Expression } from "kysely";
import { jsonObjectFrom } from "kysely/helpers/postgres";
import type { IsoDate } from "@/lib/clock";
import { kysely, kyselyIn, type DB } from "@/lib/db/kysely";
import { preparedStatement } from "@/lib/db/prepared";
import type { RawTx } from "@/lib/db/raw-tx";
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

// One statement each (this runs on every price shown), built and compiled once: for a week (its
// Monday as "YYYY-MM-DD": a Date parameter would be cast in the session's time zone) and for
// checkout, before any week is open.
const firstOrderOfWeek = preparedStatement(
  ({ userId, before }: { userId: string; before: string }) =>
    kysely.selectNoFrom((eb) =>
      isFirstOrder(eb.val(userId), eb.cast<Date>(eb.val(before), "date")).as("first"),
    ),
);
const firstOrderAtCheckout = preparedStatement(({ userId }: { userId: string }) =>
  kysely.selectNoFrom((eb) => isFirstOrder(eb.val(userId), null).as("first")),
);

/** The rule for the order of the week starting `weekStart`, inside another statement. */
export function isFirstOrderOfWeek(user: Expression<string>, weekStart: Expression<Date>) {
  return isFirstOrder(user, weekStart);
}

export async function isFirstOrderWeek(
  userId: string,
  weekStartDate: Date | null,
): Promise<boolean> {
  const { rows } = await (weekStartDate === null
    ? firstOrderAtCheckout({ userId })
    : firstOrderOfWeek({ userId, before: weekStartDate.toISOString().slice(0, 10) }));
  return rows[0].first;
}

/**
 * The first order sets when deliveries start: the subscription starts on `weekStart` when an order
 * of that week would be the customer's first (the check and the write in one statement, run before
 * the week's order is created).
 */
export async function startOnFirstOrderWeek(
  tx: RawTx,
  userId: string,
  subscriptionId: string,
  weekStart: IsoDate,
  now: Date,
): Promise<void> {
  await kyselyIn(tx)
    .updateTable("Subscription")
    .set((eb) => ({ startsOn: eb.cast<Date>(eb.val(weekStart), "date"), updatedAt: now }))
    .where("id", "=", subscriptionId)
    .where((eb) => isFirstOrder(eb.val(userId), eb.cast<Date>(eb.val(weekStart), "date")))
    .execute();
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
