// Attaches a coupon or gift code to a customer. Safe to repeat: attaching the same code twice
// changes nothing, and a coupon's last redemption cannot be taken by two customers at once.
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { db } from "@/lib/db";
import { kyselyIn } from "@/lib/db/kysely";
import { AppError, notFound } from "@/lib/errors";
import { invalidCodeMessage, lookupCode, type PromoCode } from "./lookup-code";

export async function attachCode(userId: string, raw: string, now: Date): Promise<PromoCode> {
  // An admin may attach for anyone: an id with no account is a 404, not a foreign-key error.
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true } });
  if (!user) throw notFound("User");
  const promo = await lookupCode(raw, now, userId);
  if (promo.kind === "gift") {
    const claimed = await db.giftCode.updateMany({
      // A card refunded meanwhile has no balance left: it is not taken (lib/gift-cards).
      where: {
        id: promo.id,
        balanceCents: { gt: 0 },
        OR: [{ redeemedById: null }, { redeemedById: userId }],
      },
      data: { redeemedById: userId, redeemedAt: now },
    });
    if (claimed.count === 0) throw new AppError("NOT_FOUND", invalidCodeMessage("redeemed"));
    return promo;
  }

  try {
    await redeemOnce(promo.id, userId, now);
  } catch (error) {
    // A concurrent attach of the same code by the same customer won; its redemption stands and
    // this transaction's counter increment was rolled back with it.
    if (!isUniqueViolation(error)) throw error;
  }
  return promo;
}

async function redeemOnce(couponId: string, userId: string, now: Date) {
  await db.$transaction(async (tx) => {
    const existing = await tx.couponRedemption.findUnique({
      where: { couponId_userId: { couponId, userId } },
    });
    if (existing) return;
    // The counter only moves while below the limit, so the row update is the race's referee.
    const counted = await kyselyIn(tx)
      .updateTable("Coupon")
      .set((eb) => ({ timesRedeemed: eb("timesRedeemed", "+", 1) }))
      .where("id", "=", couponId)
      .where((eb) =>
        eb.or([
          eb("maxRedemptions", "is", null),
          eb("timesRedeemed", "<", eb.ref("maxRedemptions")),
        ]),
      )
      .executeTakeFirst();
    if (counted.numUpdatedRows === 0n)
      throw new AppError("NOT_FOUND", invalidCodeMessage("usedUp"));
    // One coupon per customer at a time: a new one replaces any earlier unused one.
    await tx.couponRedemption.create({ data: { couponId, userId, createdAt: now } });
  });
}
