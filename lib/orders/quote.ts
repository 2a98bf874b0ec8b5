// The order summary before an order exists (checkout): the same pricing the order will use.
import { priceOrder, type PriceBreakdown } from "@/lib/billing/pricing";
import { customerPromotions } from "@/lib/coupons/customer-promotions";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";

export interface Quote extends PriceBreakdown {
  planId: string;
  mealsPerWeek: number;
  pricePerMealCents: number;
  splitDelivery: boolean;
  couponCode: string | null;
}

export async function quoteFirstOrder(
  userId: string,
  planId: string,
  splitDelivery: boolean,
  now: Date,
): Promise<Quote> {
  const plan = await db.plan.findFirst({ where: { id: planId, active: true } });
  if (!plan) throw notFound("Plan");
  const previous = await db.weeklyOrder.count({
    where: { userId, status: { notIn: ["CANCELLED", "SKIPPED"] } },
  });
  const promotions = await customerPromotions(userId, now);
  const price = priceOrder({
    mealsPerWeek: plan.mealsPerWeek,
    pricePerMealCents: plan.pricePerMealCents,
    ...promotions,
    isFirstOrder: previous === 0,
    splitDelivery,
  });
  return {
    ...price,
    planId: plan.id,
    mealsPerWeek: plan.mealsPerWeek,
    pricePerMealCents: plan.pricePerMealCents,
    splitDelivery,
    couponCode: promotions.coupon?.code ?? null,
  };
}
