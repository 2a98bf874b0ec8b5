// Prices a week's order for one customer as it stands now: their coupon, gift balance and credits,
// and whether the week carries the first-order promotion (first-order.ts). Used by the checkout
// summary and every view of an order not yet locked, so they always agree; the rollover freezes
// the totals at lock.
import { priceOrder, type PriceBreakdown } from "@/lib/billing/pricing";
import { customerPromotions, type CustomerPromotions } from "@/lib/coupons/customer-promotions";
import { isFirstOrderWeek } from "./first-order";

export interface CustomerPrice {
  price: PriceBreakdown;
  promotions: CustomerPromotions;
  isFirstOrder: boolean;
}

export async function priceForCustomer(input: {
  userId: string;
  plan: { mealsPerWeek: number; pricePerMealCents: number };
  splitDelivery: boolean;
  now: Date;
  /** The Monday of the week being ordered (as a date column); none at checkout. */
  weekStartDate?: Date;
}): Promise<CustomerPrice> {
  const [isFirstOrder, promotions] = await Promise.all([
    isFirstOrderWeek(input.userId, input.weekStartDate ?? null),
    customerPromotions(input.userId, input.now),
  ]);
  const price = priceOrder({
    mealsPerWeek: input.plan.mealsPerWeek,
    pricePerMealCents: input.plan.pricePerMealCents,
    ...promotions,
    isFirstOrder,
    splitDelivery: input.splitDelivery,
  });
  return { price, promotions, isFirstOrder };
}
