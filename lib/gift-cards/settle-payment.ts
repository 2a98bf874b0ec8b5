// A gift card's payment as the provider has it now, recorded. One owner for every path that learns
// how a payment ended: the purchase's own answer, the buyer's 3-D Secure confirmation, the
// provider's webhook and the hourly sweep. Succeeded: PAID and delivered once (recordPaidInTx moves
// a card only once). Waiting for the bank: REQUIRES_ACTION. Failed: FAILED, saying why.
import { db, type Tx } from "@/lib/db";
import { queue } from "@/lib/jobs/queue";
import { CARD_MESSAGES, type PaymentProvider, type PaymentState } from "@/lib/payments/port";
import { recordPaidInTx } from "./record-paid";

export const GIFT_CARD_AUTHENTICATION_FAILED =
  "Your bank didn't confirm this payment, so nothing was charged. Try again, or use a different card.";

/** What settling reads of a payment (the purchase's answer carries no more than this). */
export type GiftCardPayment = Pick<
  PaymentState,
  "status" | "providerChargeId" | "problem" | "authenticationFailed"
>;

/** Moves the card inside `tx`; `queue()` must have started before the transaction. */
export async function settleGiftCardInTx(
  tx: Tx,
  id: string,
  payment: GiftCardPayment,
  now: Date,
): Promise<void> {
  const providerChargeId = payment.providerChargeId;
  switch (payment.status) {
    case "succeeded":
      await recordPaidInTx(tx, id, providerChargeId, now);
      return;
    case "requires_action":
      await tx.giftCard.updateMany({
        where: { id, status: "CHARGING" },
        data: { status: "REQUIRES_ACTION", providerChargeId, updatedAt: now },
      });
      return;
    case "failed":
      await tx.giftCard.updateMany({
        where: { id, status: { in: ["CHARGING", "REQUIRES_ACTION"] } },
        data: {
          status: "FAILED",
          failureMessage: payment.authenticationFailed
            ? GIFT_CARD_AUTHENTICATION_FAILED
            : CARD_MESSAGES[payment.problem ?? "DECLINED"],
          providerChargeId: providerChargeId || null,
          updatedAt: now,
        },
      });
      return;
    case "processing":
      return; // a later event says how it ended
  }
}

export async function settleGiftCardPayment(id: string, payment: GiftCardPayment, now: Date) {
  // Started first: on the embedded database pg-boss starting inside the transaction would wait
  // for the connection the transaction holds.
  await queue();
  await db.$transaction((tx) => settleGiftCardInTx(tx, id, payment, now));
}

/**
 * The webhook's part (a payment_intent event that is no weekly order's charge): the gift card the
 * PaymentIntent belongs to, re-read from the provider, as an effect for the event's transaction;
 * null when it is no gift card's or the card has nothing left to learn.
 */
export async function giftCardPaymentEffect(
  intentId: string,
  chargeId: string | null,
  provider: PaymentProvider,
  now: Date,
): Promise<((tx: Tx) => Promise<void>) | null> {
  const card = await db.giftCard.findFirst({
    where: {
      OR: [{ providerChargeId: intentId }, ...(chargeId ? [{ id: chargeId }] : [])],
      status: { in: ["CHARGING", "REQUIRES_ACTION", "FAILED"] },
    },
    select: { id: true },
  });
  if (!card) return null;
  const state = await provider.retrievePayment(intentId);
  // The PaymentIntent names its card when it names one; an event that disagrees changes nothing.
  if (state.chargeId && state.chargeId !== card.id) return null;
  await queue();
  return (tx) => settleGiftCardInTx(tx, card.id, state, now);
}
