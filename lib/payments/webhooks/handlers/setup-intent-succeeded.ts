// setup_intent.succeeded: a card saved with Stripe Elements. The browser normally posts it to
// /payment-method right away; if it never did (tab closed), the card is saved here, with the same
// effects (failed charge retried, on-hold plan back on).
import { db } from "@/lib/db";
import { recordSavedCard } from "../../save-payment-method";
import { field, idOf, NOTHING, type WebhookHandler } from "../types";

export const setupIntentSucceeded: WebhookHandler = async (event, { provider, now }) => {
  const paymentMethodId = idOf(field(event, "payment_method"));
  const customerId = idOf(field(event, "customer"));
  if (!paymentMethodId || !customerId) return NOTHING;
  const user = await db.user.findFirst({
    where: { providerCustomerId: customerId },
    select: { id: true },
  });
  if (!user) return NOTHING;
  const card = await provider.retrieveCard(paymentMethodId);
  return async (tx) => {
    const saved = await tx.paymentMethod.findFirst({
      where: { userId: user.id, providerPaymentMethodId: paymentMethodId, removedAt: null },
      select: { id: true },
    });
    if (!saved) await recordSavedCard(tx, user.id, provider.name, card, now);
  };
};
