// POST /api/users/{userId}/subscription { planId }: starts the customer's plan, or changes the
// plan of the live one. Repeating the call with the same plan returns the same subscription.
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { upcomingWeekStart, dateColumn, fromDateColumn } from "@/lib/clock";
import { db } from "@/lib/db";
import { AppError, notFound } from "@/lib/errors";
import { resizeEditableWeeks, type ResizedWeek } from "@/lib/orders/week-orders";
import { liveSubscription } from "./live-subscription";
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

export async function startOrChangeSubscription(
  userId: string,
  planId: string,
  now: Date,
): Promise<SubscriptionDto> {
  const plan = await db.plan.findFirst({
    where: { id: planId, active: true },
    select: { id: true, mealsPerWeek: true },
  });
  if (!plan) throw notFound("Plan");
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { deliveryDay: true, deliveryTime: true },
  });

  const live = await liveSubscription(userId, select);
  if (live) {
    if (live.planId === plan.id) return toSubscriptionDto(live);
    return changePlan(live.id, plan, now);
  }
  if (!user.deliveryDay || !user.deliveryTime) {
    throw new AppError("BAD_REQUEST", "Choose a delivery day and time before choosing a plan.");
  }
  try {
    const created = await db.subscription.create({
      data: {
        userId,
        planId: plan.id,
        deliveryDay: user.deliveryDay,
        deliveryTime: user.deliveryTime,
        startsOn: dateColumn(upcomingWeekStart(now)),
        createdAt: now,
      },
      select,
    });
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
) {
  return db.$transaction(async (tx) => {
    const resizedWeeks = await resizeEditableWeeks(tx, subscriptionId, plan, now);
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
