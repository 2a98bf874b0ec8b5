// The facts of a customer's recent boxes a report needs: per delivery day, its stop's mark and
// the dishes that went out that day. Read by the Past orders list and, inside the report's
// transaction, by the report itself, so both judge a box alike.
import type { DeliveryDay } from "@/generated/prisma/client";
import { TAX_RATE_PERCENT } from "@/lib/billing/pricing";
import { fromDateColumn } from "@/lib/clock";
import type { Db, Tx } from "@/lib/db";
import { boxDays, itemDay } from "@/lib/deliveries/boxes";
import { boxCreditCents } from "@/lib/deliveries/stop-state";
import type { BoxFacts } from "./policy";

export const orderBoxSelect = {
  id: true,
  number: true,
  userId: true,
  status: true,
  heldAt: true,
  deliveryDay: true,
  deliveryTime: true,
  totalCents: true,
  giftCents: true,
  creditCents: true,
  week: { select: { startDate: true } },
  items: {
    select: { dishId: true, quantity: true, slot: true, dish: { select: { name: true } } },
  },
  deliveryStops: { select: { day: true, mark: true, markedAt: true } },
  addOns: { select: { quantity: true, unitCents: true } },
} as const;

type OrderRow = Awaited<ReturnType<typeof loadOrders>>[number];

export function loadOrders(tx: Db | Tx, where: { userId: string; id?: string; weekFrom?: Date }) {
  return tx.weeklyOrder.findMany({
    where: {
      userId: where.userId,
      ...(where.id ? { id: where.id } : {}),
      ...(where.weekFrom ? { week: { startDate: { gte: where.weekFrom } } } : {}),
      status: { in: ["PAID", "DELIVERED"] },
    },
    select: orderBoxSelect,
    orderBy: { week: { startDate: "desc" } },
  });
}

export interface OrderBox {
  order: OrderRow;
  facts: BoxFacts;
  /** The dishes that went out that day, quantities summed. */
  dishes: { dishId: string; name: string; quantity: number }[];
  /** What the customer paid for one meal of the order. */
  mealCents: number;
}

/**
 * What the customer paid for one meal: the order's payment (card, gift balance and credit) less
 * its add-ons, shared by the meals. Add-ons are priced on top of the meals and no coupon takes
 * anything off them (lib/billing/pricing.ts), so they come off at their price and its tax; left
 * in, a dessert's price was spread over every meal's credit.
 */
export function paidPerMealCents(
  order: Pick<OrderRow, "totalCents" | "giftCents" | "creditCents" | "addOns">,
  orderMeals: number,
): number {
  const paid = boxCreditCents(order, orderMeals, orderMeals);
  const addOnsCents = order.addOns.reduce((sum, a) => sum + a.quantity * a.unitCents, 0);
  const addOnsPaid = addOnsCents + Math.round((addOnsCents * TAX_RATE_PERCENT) / 100);
  return boxCreditCents(
    { totalCents: Math.max(0, paid - addOnsPaid), giftCents: 0, creditCents: 0 },
    1,
    orderMeals,
  );
}

export function boxesOf(order: OrderRow): OrderBox[] {
  const weekStart = fromDateColumn(order.week.startDate);
  const orderMeals = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const mealCents = paidPerMealCents(order, orderMeals);
  return boxDays(order).map((day: DeliveryDay) => {
    const stop = order.deliveryStops.find((s) => s.day === day) ?? null;
    const dishes = new Map<string, { dishId: string; name: string; quantity: number }>();
    for (const item of order.items) {
      if (itemDay(order, item.slot) !== day) continue;
      const seen = dishes.get(item.dishId);
      if (seen) seen.quantity += item.quantity;
      else
        dishes.set(item.dishId, {
          dishId: item.dishId,
          name: item.dish.name,
          quantity: item.quantity,
        });
    }
    return {
      order,
      facts: {
        weekStart,
        day,
        deliveryTime: order.deliveryTime,
        status: order.status,
        held: order.heldAt !== null,
        mark: stop?.mark ?? null,
        markedAt: stop?.markedAt ?? null,
      },
      dishes: [...dishes.values()],
      mealCents,
    };
  });
}

/** "{day}:{dishId}" or "{day}:box": a report's one-per-order key. */
export const subjectOf = (day: DeliveryDay, dishId: string | null | undefined) =>
  `${day}:${dishId ?? "box"}`;
