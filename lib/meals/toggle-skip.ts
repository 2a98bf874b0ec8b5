// PATCH /api/orders/week/{weekId} (no body): skips the week, or unskips it, through the order
// state machine (OPEN ↔ SKIPPED). A week with no order yet gets a SKIPPED one. Refused with a 409
// naming the deadline once it has passed.
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { fromDateColumn, isBeforeDeadline, upcomingWeekStart, type IsoDate } from "@/lib/clock";
import { sql } from "kysely";
import { jsonObjectFrom } from "kysely/helpers/postgres";
import { db } from "@/lib/db";
import { kysely, kyselyIn } from "@/lib/db/kysely";
import { rawTransaction } from "@/lib/db/raw-tx";
import { notFound } from "@/lib/errors";
import { deadlinePassed } from "@/lib/orders/place-order";
import { createWeekOrder, moveWeekOrders } from "@/lib/orders/week-orders";
import { newestLive, rowStatusForWeek } from "@/lib/subscriptions/live-subscription";
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
  // The week and the live plan in one statement (they were three: the week, the subscription, its
  // plan); the checks keep their order: an unknown week, the deadline, then the plan.
  const week = await kysely
    .selectFrom("Week")
    .where(
      isWeekStart(weekRef)
        ? sql<boolean>`"startDate" = ${weekRef}::date`
        : sql<boolean>`id = ${weekRef}`,
    )
    .select((eb) => [
      "Week.id",
      "Week.startDate",
      jsonObjectFrom(
        newestLive(eb.selectFrom("Subscription"), userId)
          .innerJoin("Plan", "Plan.id", "Subscription.planId")
          .select((sub) => [
            "Subscription.id",
            "Subscription.status",
            "Subscription.planId",
            "Subscription.deliveryDay",
            "Subscription.deliveryTime",
            "Subscription.resumeOn",
            "Subscription.splitDelivery",
            "Plan.mealsPerWeek",
            // Whether the week has its order already (orders are never deleted).
            sub
              .selectFrom("WeeklyOrder as wo")
              .whereRef("wo.subscriptionId", "=", "Subscription.id")
              .where(sql<boolean>`wo."weekId" = "Week".id`)
              .select("wo.id")
              .as("orderId"),
          ]),
      ).as("subscription"),
    ])
    .executeTakeFirst();
  if (!week) throw notFound("Week");
  const weekStart: IsoDate = fromDateColumn(week.startDate);
  if (!isBeforeDeadline(weekStart, now) || weekStart < upcomingWeekStart(now)) {
    throw deadlinePassed(weekStart);
  }

  // A date inside JSON arrives as "YYYY-MM-DD": UTC midnight, as a date column is read.
  const live = week.subscription;
  const subscription = live && {
    ...live,
    resumeOn: live.resumeOn
      ? new Date(`${String(live.resumeOn).slice(0, 10)}T00:00:00.000Z`)
      : null,
  };
  assertPlanActive(subscription && rowStatusForWeek(subscription, weekStart));
  if (!subscription) return customerWeek(userId, weekStart, now); // unreachable: asserted above

  const key = { subscriptionId: subscription.id, weekId: week.id };
  if (subscription.orderId) {
    // The usual toggle: the week has its order. Plain SQL on one pooled connection, without
    // Prisma's transaction (each of its statements compiled on the event loop).
    await rawTransaction(
      async (tx) => {
        const order = await kyselyIn(tx)
          .selectFrom("WeeklyOrder")
          .where("subscriptionId", "=", key.subscriptionId)
          .where("weekId", "=", key.weekId)
          .select(["id", "status"])
          .executeTakeFirstOrThrow();
        await moveWeekOrders(tx, [order], order.status === "SKIPPED" ? "OPEN" : "SKIPPED", now);
      },
      { named: true },
    );
    return customerWeek(userId, weekStart, now);
  }
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
          mealsCount: subscription.mealsPerWeek,
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
