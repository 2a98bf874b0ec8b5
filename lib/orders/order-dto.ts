// The public shape of a weekly order: what the success page, meals page and API show.
import { jsonArrayFrom, jsonObjectFrom } from "kysely/helpers/postgres";
import type { PriceBreakdown } from "@/lib/billing/pricing";
import { fromDateColumn, orderDeadline } from "@/lib/clock";
import { kysely } from "@/lib/db/kysely";
import { deliveryDate, windowLabel, type DeliveryDayValue } from "@/lib/delivery-schedule/windows";
import type { OrderAddOnDto } from "@/lib/add-ons/dto";
import { orderAddOnsJson, toOrderAddOns, type OrderAddOnRow } from "@/lib/add-ons/order-add-ons";

/**
 * One order with its week, plan and meals, in one statement (Prisma's include took five), or
 * undefined; `userId` limits it to that customer's orders.
 */
export function readOrder(orderId: string, userId?: string) {
  let query = kysely
    .selectFrom("WeeklyOrder as o")
    .innerJoin("Week as w", "w.id", "o.weekId")
    .where("o.id", "=", orderId)
    .select((eb) => [
      "o.id",
      "o.userId",
      "o.number",
      "o.status",
      "o.splitDelivery",
      "o.deliveryDay",
      "o.deliveryTime",
      "o.chefSelected",
      "o.subtotalCents",
      "o.discountCents",
      "o.giftCents",
      "o.creditCents",
      "o.taxCents",
      "o.totalCents",
      "w.startDate",
      jsonObjectFrom(
        eb
          .selectFrom("Plan as p")
          .whereRef("p.id", "=", "o.planId")
          .select(["p.id", "p.name", "p.mealsPerWeek", "p.pricePerMealCents"]),
      )
        .$notNull()
        .as("plan"),
      jsonArrayFrom(
        eb
          .selectFrom("OrderItem as i")
          .innerJoin("Dish as d", "d.id", "i.dishId")
          .whereRef("i.orderId", "=", "o.id")
          .orderBy("i.id")
          .select(["i.dishId", "i.quantity", "i.slot", "d.name", "d.imageUrl"]),
      ).as("items"),
      orderAddOnsJson(eb).as("addOns"),
    ]);
  if (userId !== undefined) query = query.where("o.userId", "=", userId);
  return query.executeTakeFirst().then((row) =>
    row
      ? {
          ...row,
          week: { startDate: row.startDate },
          items: row.items.map((item) => ({
            ...item,
            dish: { id: item.dishId, name: item.name, imageUrl: item.imageUrl },
          })),
        }
      : undefined,
  );
}

interface OrderRow {
  id: string;
  number: string;
  status: string;
  splitDelivery: boolean;
  deliveryDay: DeliveryDayValue;
  deliveryTime: string;
  chefSelected: boolean;
  subtotalCents: number;
  discountCents: number;
  giftCents: number;
  creditCents: number;
  taxCents: number;
  totalCents: number;
  week: { startDate: Date };
  plan: { id: string; name: string; mealsPerWeek: number; pricePerMealCents: number };
  items: {
    dishId: string;
    quantity: number;
    slot: string;
    dish: { id: string; name: string; imageUrl: string };
  }[];
  addOns: OrderAddOnRow[];
}

export interface OrderDto {
  id: string;
  number: string;
  status: string;
  weekStart: string;
  deliveryDay: DeliveryDayValue;
  deliveryDate: string;
  deliveryTime: string;
  deliveryWindow: string;
  splitDelivery: boolean;
  chefSelected: boolean;
  /** When the card is charged: the week's order deadline. */
  chargeAt: string;
  plan: { id: string; name: string; mealsPerWeek: number; pricePerMealCents: number };
  items: { dishId: string; name: string; imageUrl: string; quantity: number; slot: string }[];
  /** Desserts, drinks... on top of the plan's meals. */
  addOns: OrderAddOnDto[];
  totals: {
    subtotalCents: number;
    discountCents: number;
    giftCents: number;
    creditCents: number;
    taxCents: number;
    totalCents: number;
  };
  /** The live breakdown while the order is not yet locked. */
  price?: PriceBreakdown;
}

export function orderDto(order: OrderRow, price?: PriceBreakdown): OrderDto {
  const weekStart = fromDateColumn(order.week.startDate);
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    weekStart,
    deliveryDay: order.deliveryDay,
    deliveryDate: deliveryDate(weekStart, order.deliveryDay),
    deliveryTime: order.deliveryTime,
    deliveryWindow: windowLabel(order.deliveryTime),
    splitDelivery: order.splitDelivery,
    chefSelected: order.chefSelected,
    chargeAt: orderDeadline(weekStart).toISOString(),
    plan: order.plan,
    items: order.items.map((item) => ({
      dishId: item.dishId,
      name: item.dish.name,
      imageUrl: item.dish.imageUrl,
      quantity: item.quantity,
      slot: item.slot,
    })),
    addOns: toOrderAddOns(order.addOns),
    // Live while the order can change; frozen from the lock on.
    totals: price
      ? {
          subtotalCents: price.subtotalCents,
          discountCents: price.firstOrderPromoCents + price.couponSavingsCents,
          giftCents: price.giftCardSavingsCents,
          creditCents: price.creditsAppliedCents,
          taxCents: price.taxCents,
          totalCents: price.totalCents,
        }
      : {
          subtotalCents: order.subtotalCents,
          discountCents: order.discountCents,
          giftCents: order.giftCents,
          creditCents: order.creditCents,
          taxCents: order.taxCents,
          totalCents: order.totalCents,
        },
    ...(price ? { price } : {}),
  };
}
