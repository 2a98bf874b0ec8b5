// What a customer has to spend: their latest coupon, gift balances and credits (for pricing).
import { db } from "@/lib/db";
import type { CouponTerms } from "@/lib/billing/pricing";

export interface CustomerPromotions {
  coupon: CouponTerms | null;
  giftBalanceCents: number;
  /** Positive: credit available. The stored balance is Stripe-style (negative = credit). */
  creditBalanceCents: number;
}

export async function customerPromotions(userId: string, now: Date): Promise<CustomerPromotions> {
  const [redemption, gifts, user] = await Promise.all([
    db.couponRedemption.findFirst({
      where: { userId },
      orderBy: { createdAt: "desc" },
      include: { coupon: true },
    }),
    db.giftCode.findMany({
      where: {
        redeemedById: userId,
        balanceCents: { gt: 0 },
        OR: [{ expiresAt: null }, { expiresAt: { gt: now } }],
      },
      select: { balanceCents: true },
    }),
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { balanceCents: true } }),
  ]);
  const coupon = redemption?.coupon;
  return {
    coupon: coupon
      ? {
          code: coupon.code,
          discountType: coupon.discountType,
          percentOff: coupon.percentOff,
          amountOffCents: coupon.amountOffCents,
          duration: coupon.duration,
        }
      : null,
    giftBalanceCents: gifts.reduce((sum, gift) => sum + gift.balanceCents, 0),
    creditBalanceCents: Math.max(0, -user.balanceCents),
  };
}
