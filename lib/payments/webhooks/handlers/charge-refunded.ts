// charge.refunded: re-read the payment and converge on it: first its outcome (the refund may arrive
// before the success it refunds), then its refunded total (a refund made in Stripe's dashboard is
// recorded; one of ours is not counted twice).
import { db } from "@/lib/db";
import { convergeRefunds } from "../../refund-order";
import { applyPaymentState } from "../converge-payment";
import { field, idOf, NOTHING, type WebhookHandler } from "../types";

export const chargeRefunded: WebhookHandler = async (event, { provider, now }) => {
  const intentId = idOf(field(event, "payment_intent"));
  if (!intentId) return NOTHING;
  const charge = await db.charge.findFirst({
    where: { providerChargeId: intentId },
    select: { id: true, providerChargeId: true },
  });
  if (!charge) return NOTHING; // not one of ours
  const state = await provider.retrievePayment(intentId);
  const settle = await applyPaymentState(state, charge.id, now);
  return async (tx) => {
    await settle(tx);
    await convergeRefunds(
      tx,
      { id: charge.id, providerChargeId: intentId },
      state.refundedCents,
      now,
    );
  };
};
