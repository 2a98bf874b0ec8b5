// The checkout summary before the account exists: the plan priced with the codes the visitor
// applied, through the one pricing function (lib/billing/pricing), so the coupon and gift card
// savings show before "Place order". After the account exists the server's quote replaces it.
import { priceOrder, type CouponTerms } from "@/lib/billing/pricing";
import type { OrderSummary } from "./api-types";
import type { FunnelState } from "./funnel-state";

export function estimateSummary(state: FunnelState): OrderSummary | null {
  const plan = state.plan;
  if (!plan) return null;
  let coupon: CouponTerms | null = null;
  let giftBalanceCents = 0;
  for (const code of state.codes) {
    if (code.kind === "gift") giftBalanceCents += code.balanceCents;
    else if (code.discountType && code.duration) {
      coupon = {
        code: code.code,
        discountType: code.discountType,
        percentOff: code.percentOff ?? null,
        amountOffCents: code.amountOffCents ?? null,
        duration: code.duration,
      };
    }
  }
  const price = priceOrder({
    mealsPerWeek: plan.mealsPerWeek,
    pricePerMealCents: plan.pricePerMealCents,
    coupon,
    // A new customer's first order.
    isFirstOrder: true,
    giftBalanceCents,
    creditBalanceCents: 0,
    splitDelivery: state.splitDelivery,
  });
  return {
    ...price,
    mealsPerWeek: plan.mealsPerWeek,
    pricePerMealCents: plan.pricePerMealCents,
    splitDelivery: state.splitDelivery,
    couponCode: coupon?.code ?? null,
  };
}
