// Prices a week's order for one customer: their coupon, gift balance and credits, and whether it
// is their first order (no other order that was not cancelled or skipped). Used by the checkout
// summary and by placing the order, so the two always agree.
import { priceOrder, type PriceBreakdown } from "@/lib/billing/pricing";
import { customerPromotions, type CustomerPromotions } from "@/lib/coupons/customer-promotions";
import { db } from "@/lib/db";

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
  /** The week being ordered: its own order does not count as an earlier one. */
  weekId?: string;
}): Promise<CustomerPrice> {
  const [earlier, promotions] = await Promise.all([
    db.weeklyOrder.count({
      where: {
        userId: input.userId,
        status: { notIn: ["CANCELLED", "SKIPPED"] },
        ...(input.weekId ? { NOT: { weekId: input.weekId } } : {}),
      },
    }),
    customerPromotions(input.userId, input.now),
  ]);
  const isFirstOrder = earlier === 0;
  const price = priceOrder({
    mealsPerWeek: input.plan.mealsPerWeek,
    pricePerMealCents: input.plan.pricePerMealCents,
    ...promotions,
    isFirstOrder,
    splitDelivery: input.splitDelivery,
  });
  return { price, promotions, isFirstOrder };
}
