// payment_method.detached: the card was removed at the provider, so it can no longer be charged;
// the dashboard then asks for a new one.
import { removeCards } from "../../default-card";
import { field, NOTHING, type WebhookHandler } from "../types";

export const paymentMethodDetached: WebhookHandler = async (event, { now }) => {
  const id = field(event, "id");
  if (typeof id !== "string") return NOTHING;
  return async (tx) => {
    await removeCards(tx, { providerPaymentMethodId: id }, now);
  };
};
