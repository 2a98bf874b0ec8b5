// The price of an order as shown: computed now by the one pricing function while the order can
// still change (its saved totals are frozen only when the rollover locks the week), the frozen
// totals after that.
import type { PriceBreakdown } from "@/lib/billing/pricing";
import { EDITABLE, type OrderStatus } from "./transitions";
import { addOnsCents } from "./add-on-selection";
import { priceForCustomer } from "./price-for-customer";

interface PricedOrder {
  userId: string;
  status: OrderStatus;
  splitDelivery: boolean;
  week: { startDate: Date };
  plan: { mealsPerWeek: number; pricePerMealCents: number };
  addOns: readonly { quantity: number; unitCents: number }[];
}

/** The live breakdown for an order not yet locked; undefined once its totals are frozen. */
export async function livePrice(
  order: PricedOrder,
  now: Date,
): Promise<PriceBreakdown | undefined> {
  if (!EDITABLE.includes(order.status)) return undefined;
  const { price } = await priceForCustomer({
    userId: order.userId,
    plan: order.plan,
    splitDelivery: order.splitDelivery,
    addOnsCents: addOnsCents(order.addOns),
    now,
    weekStartDate: order.week.startDate,
  });
  return price;
}
