// One stop read for a write: its order's row locked first (so two people marking the same stop,
// or a mark and the rollover's fallback, take turns), then the facts every rule needs.
import type { DeliveryDay } from "@/generated/prisma/client";
import { formatDay, fromDateColumn, type IsoDate } from "@/lib/clock";
import type { Tx } from "@/lib/db";
import { kyselyIn } from "@/lib/db/kysely";
import { deliveryDate } from "@/lib/delivery-schedule/windows";
import { AppError, notFound } from "@/lib/errors";
import { boxDays, isPaidBox, itemDay, PAYMENT } from "./boxes";
import { stopState, type StopState } from "./stop-state";

export const DAY_NAME: Record<DeliveryDay, string> = { MONDAY: "Monday", THURSDAY: "Thursday" };

export async function lockedStop(tx: Tx, orderId: string, day: DeliveryDay) {
  const locked = await kyselyIn(tx)
    .selectFrom("WeeklyOrder")
    .select("id")
    .where("id", "=", orderId)
    .forUpdate()
    .executeTakeFirst();
  if (!locked) throw notFound("Order");
  const order = await tx.weeklyOrder.findUniqueOrThrow({
    where: { id: orderId },
    select: {
      id: true,
      number: true,
      status: true,
      userId: true,
      weekId: true,
      deliveryDay: true,
      deliveryAssumed: true,
      deliveredAt: true,
      heldAt: true,
      totalCents: true,
      giftCents: true,
      creditCents: true,
      week: { select: { startDate: true } },
      user: { select: { firstName: true, lastName: true, email: true } },
      items: { select: { quantity: true, slot: true } },
      deliveryStops: { where: { day }, select: { mark: true, decision: true, markedAt: true } },
    },
  });
  if (!boxDays(order).includes(day)) {
    throw new AppError("NOT_FOUND", `Order ${order.number} has no box on ${DAY_NAME[day]}.`);
  }
  if (!isPaidBox(order.status)) {
    throw new AppError(
      "CONFLICT",
      `Order ${order.number} is not paid (${PAYMENT[order.status].toLowerCase()}): it is not on the route.`,
    );
  }
  if (order.heldAt) {
    throw new AppError(
      "CONFLICT",
      `Order ${order.number} is held by the kitchen: release it on the exceptions page before marking it.`,
    );
  }
  const week: IsoDate = fromDateColumn(order.week.startDate);
  const stop = order.deliveryStops[0] ?? null;
  const state: StopState = stopState(stop, order);
  const boxMeals = order.items
    .filter((item) => itemDay(order, item.slot) === day)
    .reduce((sum, item) => sum + item.quantity, 0);
  const orderMeals = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const date = deliveryDate(week, day);
  return {
    order,
    week,
    day,
    stop,
    state,
    boxMeals,
    orderMeals,
    date,
    /** "LK-1000004 (Maya Thompson, Monday)": how messages and the audit name the stop. */
    label: `${order.number} (${order.user.firstName} ${order.user.lastName}, ${DAY_NAME[day]})`,
    dateLabel: formatDay(date),
  };
}

export type LockedStop = Awaited<ReturnType<typeof lockedStop>>;
