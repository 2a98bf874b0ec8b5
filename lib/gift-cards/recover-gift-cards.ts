// Finishes what a crash left between money phases: purchases still PENDING or CHARGING and
// refunds still REFUNDING are re-sent with their own idempotency keys (the provider answers with
// the first outcome), once they have sat long enough that no request is still working on them.
// Purchases waiting for the buyer's bank are re-read (the webhook may have been lost); one left
// unconfirmed for a day is given up on, as nothing was charged.
import { db } from "@/lib/db";
import { errorFields, logger } from "@/lib/log/logger";
import type { PaymentProvider } from "@/lib/payments/port";
import { completePurchase } from "./buy-gift-card";
import { completeRefund } from "./refund-gift-card";
import { settleGiftCardPayment } from "./settle-payment";

/** A request that has not finished its phases in this long has died. */
export const STALE_AFTER_MS = 5 * 60 * 1000;
/** A bank check not finished in this long was abandoned (Stripe's own page has long expired). */
export const AUTHENTICATION_ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

export const GIFT_CARD_AUTHENTICATION_ABANDONED =
  "The payment wasn't confirmed with your bank, so nothing was charged and no gift card was sent.";

export async function recoverGiftCards(provider: PaymentProvider, now: Date) {
  const before = new Date(now.getTime() - STALE_AFTER_MS);
  const stuck = await db.giftCard.findMany({
    where: {
      status: { in: ["PENDING", "CHARGING", "REQUIRES_ACTION", "REFUNDING"] },
      updatedAt: { lte: before },
    },
    select: { id: true, status: true, providerChargeId: true, updatedAt: true },
    take: 200,
  });
  let resumed = 0;
  for (const card of stuck) {
    try {
      if (card.status === "REFUNDING") await completeRefund(card.id, { provider, now });
      else if (card.status === "REQUIRES_ACTION") await recheckBank(card, provider, now);
      else await completePurchase(card.id, { provider, now });
      resumed += 1;
    } catch (error) {
      logger().error(
        { component: "gift-cards", giftCardId: card.id, ...errorFields(error) },
        "recovery",
      );
    }
  }
  return resumed;
}

async function recheckBank(
  card: { id: string; providerChargeId: string | null; updatedAt: Date },
  provider: PaymentProvider,
  now: Date,
) {
  if (!card.providerChargeId) return;
  const state = await provider.retrievePayment(card.providerChargeId);
  if (state.status !== "requires_action") {
    await settleGiftCardPayment(card.id, state, now);
    return;
  }
  if (now.getTime() - card.updatedAt.getTime() < AUTHENTICATION_ABANDONED_AFTER_MS) return;
  // Should the buyer still finish it later, the webhook's success makes the card paid after all.
  await db.giftCard.updateMany({
    where: { id: card.id, status: "REQUIRES_ACTION" },
    data: { status: "FAILED", failureMessage: GIFT_CARD_AUTHENTICATION_ABANDONED, updatedAt: now },
  });
}
