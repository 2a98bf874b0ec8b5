// The order summary before an order exists (checkout): the same pricing the order will use.
import type { PriceBreakdown } from "@/lib/billing/pricing";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { priceForCustomer } from "./price-for-customer";

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
  const { price, promotions } = await priceForCustomer({ userId, plan, splitDelivery, now });
  return {
    ...price,
    planId: plan.id,
    mealsPerWeek: plan.mealsPerWeek,
    pricePerMealCents: plan.pricePerMealCents,
    splitDelivery,
    couponCode: promotions.coupon?.code ?? null,
  };
}
