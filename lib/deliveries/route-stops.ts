// A day's delivery route: the paid boxes going out that day in route order (by city, then postal
// code), each with where its stop stands; boxes not paid are counted apart and paid boxes with no
// address are named, by the same rules as the Reports' delivery list (boxes.ts).
import type { DeliveryDay } from "@/generated/prisma/client";
import { dateColumn, formatDay, type IsoDate } from "@/lib/clock";
import { db } from "@/lib/db";
import { deliveryDate, windowLabel } from "@/lib/delivery-schedule/windows";
import { addressLine, boxDays, byRoute, goesOut, heldBoxes, itemDay, notPaidBoxes } from "./boxes";
import { dayHasCome } from "./delivery-day";
import type { DeliveryRouteDto, RouteStopDto } from "./route-dto";
import {
  boxCreditCents,
  canDecide,
  canMark,
  isSettled,
  STOP_LABELS,
  STOP_STATES,
  stopState,
  type StopState,
} from "./stop-state";
import { formatPhone } from "@/lib/format/phone";
import { openExceptionLabels } from "@/lib/kitchen/exceptions";

const person = { select: { firstName: true, lastName: true } } as const;

async function dayOrders(week: IsoDate) {
  return db.weeklyOrder.findMany({
    where: {
      week: { startDate: dateColumn(week) },
      // Every box the kitchen holds (the Reports' rule); only the paid ones are on the route.
      status: { notIn: ["SKIPPED", "CANCELLED"] },
    },
    select: {
      id: true,
      number: true,
      status: true,
      deliveryDay: true,
      deliveryTime: true,
      deliveryAssumed: true,
      deliveredAt: true,
      heldAt: true,
      mealsCount: true,
      totalCents: true,
      giftCents: true,
      creditCents: true,
      user: person,
      address: {
        select: {
          street: true,
          unit: true,
          city: true,
          postalCode: true,
          buzzer: true,
          phone: true,
          instructions: true,
        },
      },
      items: {
        orderBy: { id: "asc" },
        select: { quantity: true, slot: true, dish: { select: { name: true } } },
      },
      deliveryStops: {
        select: {
          day: true,
          onItsWayAt: true,
          mark: true,
          markedAt: true,
          reason: true,
          decision: true,
          decidedAt: true,
          creditCents: true,
          markedBy: person,
          decidedBy: person,
        },
      },
    },
  });
}

type Order = Awaited<ReturnType<typeof dayOrders>>[number];

const name = (p: { firstName: string; lastName: string } | null) =>
  p ? `${p.firstName} ${p.lastName}` : null;

function toStop(
  order: Order,
  week: IsoDate,
  day: DeliveryDay,
  now: Date,
  exceptions: string[],
): RouteStopDto {
  const row = order.deliveryStops.find((s) => s.day === day) ?? null;
  const state = stopState(row, order);
  const box = order.items.filter((item) => itemDay(order, item.slot) === day);
  const meals = box.reduce((sum, item) => sum + item.quantity, 0);
  const orderMeals = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return {
    orderId: order.id,
    orderNumber: order.number,
    day,
    customer: `${order.user.firstName} ${order.user.lastName}`,
    phone: order.address ? formatPhone(order.address.phone) : null,
    address: order.address ? addressLine(order.address) : null,
    buzzer: order.address?.buzzer || null,
    instructions: order.address?.instructions || null,
    window: windowLabel(order.deliveryTime),
    meals,
    dishes: box.map((item) => ({ name: item.dish.name, quantity: item.quantity })),
    state,
    stateLabel: STOP_LABELS[state],
    onItsWayAt: row?.onItsWayAt?.toISOString() ?? null,
    markedAt: row?.markedAt?.toISOString() ?? null,
    markedBy: name(row?.markedBy ?? null),
    reason: row?.reason ?? null,
    decidedAt: row?.decidedAt?.toISOString() ?? null,
    decidedBy: name(row?.decidedBy ?? null),
    creditCents: row?.creditCents ?? 0,
    boxCreditCents: boxCreditCents(order, meals, orderMeals),
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    canMarkDelivered: dayHasCome(week, day, now) && canMark(state, "DELIVERED"),
    canMarkNotDelivered: dayHasCome(week, day, now) && canMark(state, "NOT_DELIVERED"),
    canDecide: canDecide(state),
    exceptions,
  };
}

export async function deliveryRoute(
  week: IsoDate,
  day: DeliveryDay,
  now: Date,
): Promise<DeliveryRouteDto> {
  const [all, marks] = await Promise.all([dayOrders(week), openExceptionLabels(week)]);
  const orders = all.filter((o) => boxDays(o).includes(day));
  // What goes out (boxes.ts): paid and not held; the rest are counted apart.
  const paid = orders.filter(goesOut).sort(byRoute);
  const stops = paid.map((order) => toStop(order, week, day, now, marks.get(order.id) ?? []));
  const counts = Object.fromEntries(STOP_STATES.map((s) => [s, 0])) as Record<StopState, number>;
  for (const stop of stops) counts[stop.state] += 1;
  const told = stops.flatMap((s) => (s.onItsWayAt ? [s.onItsWayAt] : [])).sort();
  const date = deliveryDate(week, day);
  return {
    week,
    day,
    date,
    dateLabel: formatDay(date),
    dayHasCome: dayHasCome(week, day, now),
    stops,
    counts,
    toTell: stops.filter((s) => s.state === "pending" && !s.onItsWayAt && !s.markedAt).length,
    startedAt: told[0] ?? null,
    unpaid: notPaidBoxes(orders),
    held: heldBoxes(orders, "not on the route"),
    homeless: paid.filter((o) => !o.address).map((o) => o.number),
    settled: stops.length > 0 && stops.every((s) => isSettled(s.state)),
  };
}
