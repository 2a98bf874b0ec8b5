// Finds a coupon or gift code a customer typed, and says whether they may use it now.
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { CouponTerms } from "@/lib/billing/pricing";

export const INVALID_CODE_MESSAGE = "Oops! Looks like that coupon or gift code is invalid.";

export type PromoCode =
  | ({ kind: "coupon"; id: string; description: string } & CouponTerms)
  | { kind: "gift"; id: string; code: string; balanceCents: number };

export function normalizeCode(raw: string): string {
  return raw.trim().toUpperCase();
}

const invalid = () => new AppError("NOT_FOUND", INVALID_CODE_MESSAGE);

/**
 * The code's terms when `userId` (or anyone, when null) may use it at `now`; otherwise a 404 with
 * the one message the spec gives for every reason (unknown, expired, used up, someone else's).
 */
export async function lookupCode(
  raw: string,
  now: Date,
  userId: string | null,
): Promise<PromoCode> {
  const code = normalizeCode(raw);
  if (!code || code.length > 64) throw invalid();

  const coupon = await db.coupon.findUnique({ where: { code } });
  if (coupon) {
    const expired = coupon.expiresAt !== null && coupon.expiresAt <= now;
    const usedUp = coupon.maxRedemptions !== null && coupon.timesRedeemed >= coupon.maxRedemptions;
    if (!coupon.active || expired) throw invalid();
    const mine = userId
      ? await db.couponRedemption.findUnique({
          where: { couponId_userId: { couponId: coupon.id, userId } },
        })
      : null;
    // Re-entering a code you already attached is fine; a used-up code is not for anyone else.
    if (usedUp && !mine) throw invalid();
    return {
      kind: "coupon",
      id: coupon.id,
      code: coupon.code,
      description: coupon.description,
      discountType: coupon.discountType,
      percentOff: coupon.percentOff,
      amountOffCents: coupon.amountOffCents,
      duration: coupon.duration,
    };
  }

  const gift = await db.giftCode.findUnique({ where: { code } });
  if (!gift) throw invalid();
  const expired = gift.expiresAt !== null && gift.expiresAt <= now;
  const someoneElses = gift.redeemedById !== null && gift.redeemedById !== userId;
  if (expired || someoneElses || gift.balanceCents <= 0) throw invalid();
  return { kind: "gift", id: gift.id, code: gift.code, balanceCents: gift.balanceCents };
}
