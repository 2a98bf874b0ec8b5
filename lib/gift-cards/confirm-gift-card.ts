// The buyer's answer to their bank's 3-D Secure check, by the purchase's private link: with Stripe
// the browser already confirmed (Stripe.js) and this re-reads the payment; with the offline provider
// the test-mode step plays the bank here. Either way the card is settled from what the provider says
// (the webhook converges on the same answer), so it is paid, and delivered, only once it succeeded.
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { BankAnswer, PaymentProvider } from "@/lib/payments/port";
import { hashViewToken } from "./codes";
import { GIFT_CARD_NOT_FOUND } from "./read-gift-cards";
import { settleGiftCardPayment } from "./settle-payment";
import { GIFT_CARD_SELECT, toView, type GiftCardView } from "./view";

export const GIFT_CARD_STILL_WAITING =
  "Your bank hasn't confirmed the payment yet. Finish its check, then try again.";

export async function confirmGiftCardPayment(
  token: string,
  answer: BankAnswer,
  deps: { provider: PaymentProvider; now: Date },
): Promise<GiftCardView> {
  const where = { viewTokenHash: hashViewToken(token) };
  const card = await db.giftCard.findUnique({
    where,
    select: { id: true, status: true, providerChargeId: true },
  });
  if (!card) throw new AppError("NOT_FOUND", GIFT_CARD_NOT_FOUND);
  if (card.status === "REQUIRES_ACTION" && card.providerChargeId) {
    await deps.provider.completeAuthentication(card.providerChargeId, answer);
    const state = await deps.provider.retrievePayment(card.providerChargeId);
    await settleGiftCardPayment(card.id, state, deps.now);
  }
  const view = toView(await db.giftCard.findUniqueOrThrow({ where, select: GIFT_CARD_SELECT }));
  if (view.status === "FAILED")
    throw new AppError("PAYMENT_REQUIRED", view.failureMessage ?? "Your card was declined.");
  if (view.status === "REQUIRES_ACTION") throw new AppError("CONFLICT", GIFT_CARD_STILL_WAITING);
  return view;
}
