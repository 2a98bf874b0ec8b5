// Finds a coupon or gift code a customer typed, and says whether they may use it now.
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { CouponTerms } from "@/lib/billing/pricing";
import { REACHED_CHARGE } from "@/lib/orders/first-order";

export const INVALID_CODE_MESSAGE = "Oops! Looks like that coupon or gift code is invalid.";

export type PromoCode =
  | ({ kind: "coupon"; id: string; description: string } & CouponTerms)
  | { kind: "gift"; id: string; code: string; balanceCents: number };

export function normalizeCode(raw: string): string {
  return raw.trim().toUpperCase();
}

/** Why a known code can't be used, said after the spec's sentence (issue 27: "invalid" alone
 * left a customer with an expired or used-up code guessing). */
export const CODE_REASONS = {
  expired: "This code has expired.",
  usedUp: "This code has been used up.",
  redeemed: "This gift card has already been redeemed.",
  empty: "This gift card has no balance left.",
  firstOrderOnly: "It is for a first order only, and your first order has been charged already.",
} as const;

/** The spec's text first, then the reason when there is one. */
export function invalidCodeMessage(reason?: keyof typeof CODE_REASONS): string {
  return reason ? `${INVALID_CODE_MESSAGE} ${CODE_REASONS[reason]}` : INVALID_CODE_MESSAGE;
}

/** An order of the customer's reached the charge: the first-order promotion is spoken for. */
async function hasReachedCharge(userId: string): Promise<boolean> {
  const charged = await db.weeklyOrder.findFirst({
    where: { userId, status: { in: [...REACHED_CHARGE] } },
    select: { id: true },
  });
  return charged !== null;
}

const invalid = (reason?: keyof typeof CODE_REASONS) =>
  new AppError("NOT_FOUND", invalidCodeMessage(reason));

/**
 * The code's terms when `userId` (or anyone, when null) may use it at `now`; otherwise a 404 with
 * the spec's message, followed by the reason for a code we know (expired, used up, redeemed).
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
    if (!coupon.active) throw invalid();
    if (expired) throw invalid("expired");
    const mine = userId
      ? await db.couponRedemption.findUnique({
          where: { couponId_userId: { couponId: coupon.id, userId } },
        })
      : null;
    // Re-entering a code you already attached is fine; a used-up code is not for anyone else.
    if (usedUp && !mine) throw invalid("usedUp");
    // A first-order code on an account whose first order was charged would never apply: said
    // now, not discovered on the next receipt (issue 38: "Code WELCOME50 applied." and nothing).
    if (coupon.duration === "FIRST_ORDER" && userId && (await hasReachedCharge(userId)))
      throw invalid("firstOrderOnly");
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
  if (expired) throw invalid("expired");
  if (someoneElses) throw invalid("redeemed");
  if (gift.balanceCents <= 0) throw invalid("empty");
  return { kind: "gift", id: gift.id, code: gift.code, balanceCents: gift.balanceCents };
}
