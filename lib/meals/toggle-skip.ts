// PATCH /api/orders/week/{weekId} (no body): skips the week, or unskips it, through the order
// state machine (OPEN ↔ SKIPPED). A week with no order yet gets a SKIPPED one. Refused with a 409
// naming the deadline once it has passed.
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { fromDateColumn, isBeforeDeadline, upcomingWeekStart, type IsoDate } from "@/lib/clock";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { deadlinePassed } from "@/lib/orders/place-order";
import { createWeekOrder, moveWeekOrders } from "@/lib/orders/week-orders";
import { liveSubscription, rowStatusForWeek } from "@/lib/subscriptions/live-subscription";
import { isWeekStart } from "@/lib/weeks/is-week-start";
import { customerWeek } from "./customer-weeks";
import type { CustomerWeekDto } from "./dto";
import { assertPlanActive } from "./plan-gate";

/** `weekRef` is a Week id, or its Monday as "YYYY-MM-DD". */
export async function toggleWeekSkip(
  userId: string,
  weekRef: string,
  now: Date,
): Promise<CustomerWeekDto> {
  const week = await db.week.findUnique({
    where: isWeekStart(weekRef)
      ? { startDate: new Date(`${weekRef}T00:00:00.000Z`) }
      : { id: weekRef },
    select: { id: true, startDate: true },
  });
  if (!week) throw notFound("Week");
  const weekStart: IsoDate = fromDateColumn(week.startDate);
  if (!isBeforeDeadline(weekStart, now) || weekStart < upcomingWeekStart(now)) {
    throw deadlinePassed(weekStart);
  }

  const subscription = await liveSubscription(userId, {
    id: true,
    status: true,
    planId: true,
    deliveryDay: true,
    deliveryTime: true,
    resumeOn: true,
    splitDelivery: true,
    plan: { select: { mealsPerWeek: true } },
  });
  assertPlanActive(subscription && rowStatusForWeek(subscription, weekStart));
  if (!subscription) return customerWeek(userId, weekStart, now); // unreachable: asserted above

  const key = { subscriptionId: subscription.id, weekId: week.id };
  try {
    await db.$transaction(async (tx) => {
      const order = await tx.weeklyOrder.findUnique({
        where: { subscriptionId_weekId: key },
        select: { id: true, status: true },
      });
      if (order) {
        await moveWeekOrders(tx, [order], order.status === "SKIPPED" ? "OPEN" : "SKIPPED", now);
        return;
      }
      const address = await tx.address.findFirst({
        where: { userId, isDefault: true },
        select: { id: true },
      });
      await createWeekOrder(
        tx,
        {
          ...key,
          userId,
          planId: subscription.planId,
          addressId: address?.id ?? null,
          status: "SKIPPED",
          mealsCount: subscription.plan.mealsPerWeek,
          splitDelivery: subscription.splitDelivery,
          deliveryDay: subscription.deliveryDay,
          deliveryTime: subscription.deliveryTime,
        },
        now,
      );
    });
  } catch (error) {
    // Two clicks raced to create the week's order: the first one's skip stands.
    if (!isUniqueViolation(error)) throw error;
  }
  return customerWeek(userId, weekStart, now);
}
