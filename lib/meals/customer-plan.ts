// The customer's live plan as the Meals page and the account's Plan tab show it, read inside each
// screen's own statement (issue 12: it was one more query per page).
import { expressionBuilder, sql, type Expression, type RawBuilder } from "kysely";
import { jsonObjectFrom } from "kysely/helpers/postgres";
import { fromDateColumn, type IsoDate } from "@/lib/clock";
import type { DB } from "@/lib/db/kysely";
import { windowLabel } from "@/lib/delivery-schedule/windows";
import { newestLive } from "@/lib/subscriptions/live-subscription";
import { firstWeekAfterResume } from "@/lib/subscriptions/pause-rules";
import type { CustomerPlanDto } from "./dto";

/**
 * The live plan as one JSON value (NULL without one), so a screen that reads its rows in one
 * statement reads the plan in it too (the Meals weeks, the account page); `user` is that
 * statement's customer. Dates leave as "YYYY-MM-DD" (read back as UTC midnight, as Prisma reads a
 * date column).
 */
export function livePlanJson(user: Expression<string>) {
  return jsonObjectFrom(
    newestLive(expressionBuilder<DB>().selectFrom("Subscription"), user)
      .innerJoin("Plan", "Plan.id", "Subscription.planId")
      .select((eb) => [
        "Subscription.id as subscriptionId",
        "Subscription.status",
        "Subscription.planId",
        "Plan.name as planName",
        "Plan.mealsPerWeek",
        "Plan.pricePerMealCents",
        "Subscription.deliveryDay",
        "Subscription.deliveryTime",
        "Subscription.splitDelivery",
        "Subscription.startsOn",
        // The DTO's instant as it always was: ISO with a Z, whatever the session's time zone.
        sql<
          string | null
        >`to_char(${eb.ref("Subscription.pausedAt")}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(
          "pausedAt",
        ),
        "Subscription.resumeOn",
      ]),
  );
}

/** The live plan as `livePlanJson` reads it. */
export type LivePlanRow = NonNullable<
  ReturnType<typeof livePlanJson> extends RawBuilder<infer Row> ? Row : never
>;

export function planFromRow(row: LivePlanRow | null): CustomerPlanDto | null {
  if (!row) return null;
  // Through fromDateColumn, as every date column is read (it checks the calendar day).
  const resumeOn = row.resumeOn ? fromDateColumn(new Date(row.resumeOn)) : null;
  return {
    ...row,
    startsOn: fromDateColumn(new Date(row.startsOn)) as IsoDate,
    deliveryWindow: windowLabel(row.deliveryTime),
    resumeOn,
    resumesWeekStart: resumeOn ? firstWeekAfterResume(resumeOn) : null,
  };
}
