// Which plans are billed for a delivery week: the plan is active, has started by that week, and its
// account is active. The rollover creates their orders and locks them, the dry run previews them
// and the Tuesday reminder writes to them; they all ask here. An order whose plan or account is no
// longer live is cancelled at the lock instead of charged.
import type { Expression, ExpressionBuilder, SqlBool } from "kysely";
import type { Prisma } from "@/generated/prisma/client";
import { dateColumn, type IsoDate } from "@/lib/clock";
import type { DB } from "@/lib/db/kysely";

/** The plan as `s` and its customer as `u`. */
type PlanAndAccount = { s: DB["Subscription"]; u: DB["User"] };

/** The plan is active and so is its customer's account (whatever the week). */
export function planAndAccountLive(
  eb: ExpressionBuilder<PlanAndAccount, "s" | "u">,
): Expression<SqlBool> {
  return eb.and([eb("s.status", "=", "ACTIVE"), eb("u.status", "=", "active")]);
}

/** The plan is billed for the week starting `weekStart`. */
export function billableInWeek(
  eb: ExpressionBuilder<PlanAndAccount, "s" | "u">,
  weekStart: IsoDate,
): Expression<SqlBool> {
  return eb.and([planAndAccountLive(eb), eb("s.startsOn", "<=", dateColumn(weekStart))]);
}

/** The same for a Prisma read of subscriptions (the dry run's plans without an order). */
export function billableSubscriptionWhere(weekStart: IsoDate): Prisma.SubscriptionWhereInput {
  return {
    status: "ACTIVE",
    startsOn: { lte: dateColumn(weekStart) },
    user: { status: "active" },
  };
}
