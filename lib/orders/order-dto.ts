// The public shape of a weekly order: what the success page, meals page and API show.
import type { PriceBreakdown } from "@/lib/billing/pricing";
import { fromDateColumn, orderDeadline } from "@/lib/clock";
import { deliveryDate, windowLabel, type DeliveryDayValue } from "@/lib/delivery-schedule/windows";

export const orderInclude = {
  week: { select: { startDate: true } },
  plan: { select: { id: true, name: true, mealsPerWeek: true, pricePerMealCents: true } },
  items: { include: { dish: { select: { id: true, name: true, imageUrl: true } } } },
} as const;

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
