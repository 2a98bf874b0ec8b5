// POST /api/users/{userId}/subscription { planId }: starts the customer's plan, or changes the
// plan of the live one. Repeating the call with the same plan returns the same subscription.
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { jsonObjectFrom } from "kysely/helpers/postgres";
import { upcomingWeekStart, dateColumn, fromDateColumn, type IsoDate } from "@/lib/clock";
import { db } from "@/lib/db";
import { timeOrderedId } from "@/lib/db/ids";
import { kysely } from "@/lib/db/kysely";
import { AppError, notFound } from "@/lib/errors";
import { resizeEditableWeeks, type KeepByWeek, type ResizedWeek } from "@/lib/orders/week-orders";
import { liveSubscription, newestLive } from "./live-subscription";
import { carrySplitDelivery } from "./split-delivery";

export interface SubscriptionDto {
  id: string;
  planId: string;
  status: string;
  deliveryDay: string;
  deliveryTime: string;
  startsOn: string;
  resumeOn: string | null;
  /** After a plan change: what the new size did to each open week's meals. */
  resizedWeeks?: ResizedWeek[];
}

const select = {
  id: true,
  planId: true,
  status: true,
  deliveryDay: true,
  deliveryTime: true,
  startsOn: true,
  resumeOn: true,
} as const;

type Row = {
  id: string;
  planId: string;
  status: string;
  deliveryDay: string;
  deliveryTime: string;
  startsOn: Date;
  resumeOn: Date | null;
};

export function toSubscriptionDto(row: Row): SubscriptionDto {
  return {
    ...row,
    startsOn: fromDateColumn(row.startsOn),
    resumeOn: row.resumeOn ? fromDateColumn(row.resumeOn) : null,
  };
}

/** The plan asked for (if offered), the customer's schedule and live subscription: one statement. */
function startFacts(userId: string, planId: string) {
  return kysely
    .selectFrom("User")
    .where("User.id", "=", userId)
    .select((eb) => [
      "User.deliveryDay",
      "User.deliveryTime",
      jsonObjectFrom(
        eb
          .selectFrom("Plan")
          .select(["Plan.id", "Plan.mealsPerWeek"])
          .where("Plan.id", "=", planId)
          .where("Plan.active", "=", true),
      ).as("plan"),
      jsonObjectFrom(
        newestLive(eb.selectFrom("Subscription"), userId).select((live) => [
          "Subscription.id",
          "Subscription.planId",
          "Subscription.status",
          "Subscription.deliveryDay",
          "Subscription.deliveryTime",
          // A date in JSON is "YYYY-MM-DD".
          live.ref("Subscription.startsOn").$castTo<IsoDate>().as("startsOn"),
          live.ref("Subscription.resumeOn").$castTo<IsoDate | null>().as("resumeOn"),
        ]),
      ).as("live"),
    ])
    .executeTakeFirstOrThrow();
}

export async function startOrChangeSubscription(
  userId: string,
  planId: string,
  now: Date,
  keep: KeepByWeek = [],
): Promise<SubscriptionDto> {
  const { plan, live, deliveryDay, deliveryTime } = await startFacts(userId, planId);
  if (!plan) throw notFound("Plan");
  if (live) {
    if (live.planId === plan.id) return live;
    return changePlan(live.id, plan, now, keep);
  }
  if (!deliveryDay || !deliveryTime) {
    throw new AppError("BAD_REQUEST", "Choose a delivery day and time before choosing a plan.");
  }
  try {
    const created = await kysely
      .insertInto("Subscription")
      .values({
        id: timeOrderedId(),
        userId,
        planId: plan.id,
        deliveryDay,
        deliveryTime,
        startsOn: dateColumn(upcomingWeekStart(now)),
        createdAt: now,
        updatedAt: now,
      })
      .returning(["id", "planId", "status", "deliveryDay", "deliveryTime", "startsOn", "resumeOn"])
      .executeTakeFirstOrThrow();
    return toSubscriptionDto(created);
  } catch (error) {
    // Two clicks raced: the partial unique index lets one live subscription through.
    if (isUniqueViolation(error)) {
      const winner = await liveSubscription(userId, select);
      if (winner) return toSubscriptionDto(winner);
    }
    throw error;
  }
}

/** A new plan size applies to every week still open for changes (meals kept where they fit). */
async function changePlan(
  subscriptionId: string,
  plan: { id: string; mealsPerWeek: number },
  now: Date,
  keep: KeepByWeek,
) {
  return db.$transaction(async (tx) => {
    const resizedWeeks = await resizeEditableWeeks(tx, subscriptionId, plan, now, keep);
    const { splitDelivery } = await tx.subscription.update({
      where: { id: subscriptionId },
      data: { planId: plan.id },
      select: { splitDelivery: true },
    });
    // Split carries to the new size when it allows it, and turns off when it doesn't.
    await carrySplitDelivery(tx, subscriptionId, splitDelivery, now);
    const row = await tx.subscription.findUniqueOrThrow({ where: { id: subscriptionId }, select });
    return { ...toSubscriptionDto(row), resizedWeeks };
  });
}
