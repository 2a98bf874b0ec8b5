// Seeds coupons and gift codes. Counters and balances are set only on creation, because real
// redemptions change them; the used-up coupon's count is part of the demo, so it is kept at max.
import { db } from "@/lib/db";
import { COUPONS, GIFT_CODES } from "./codes";

export async function seedCoupons(now: Date): Promise<void> {
  for (const { timesRedeemed, expiredDaysAgo, ...coupon } of COUPONS) {
    const data = {
      ...coupon,
      percentOff: coupon.percentOff ?? null,
      amountOffCents: coupon.amountOffCents ?? null,
      expiresAt:
        expiredDaysAgo === undefined
          ? null
          : new Date(now.getTime() - expiredDaysAgo * 24 * 3_600_000),
      maxRedemptions: coupon.maxRedemptions ?? null,
    };
    await db.coupon.upsert({
      where: { code: coupon.code },
      create: { ...data, timesRedeemed: timesRedeemed ?? 0 },
      update: timesRedeemed === undefined ? data : { ...data, timesRedeemed },
    });
  }
}

export async function seedGiftCodes(userIdsByEmail: Map<string, string>, now: Date): Promise<void> {
  const threeWeeksAgo = new Date(now.getTime() - 21 * 24 * 3_600_000);
  for (const gift of GIFT_CODES) {
    const redeemedById = gift.redeemedByEmail
      ? userIdsByEmail.get(gift.redeemedByEmail)
      : undefined;
    await db.giftCode.upsert({
      where: { code: gift.code },
      create: {
        code: gift.code,
        initialCents: gift.initialCents,
        balanceCents: gift.balanceCents,
        purchaserEmail: gift.purchaserEmail,
        redeemedById: redeemedById ?? null,
        redeemedAt: redeemedById ? threeWeeksAgo : null,
      },
      update: {},
    });
  }
}
