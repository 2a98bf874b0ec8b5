// The offline provider's events, taken from the job queue: signed now (as Stripe signs each
// delivery attempt) and handed to the same handler as /api/stripe/webhook.
import { paymentProvider } from "../index";
import { handleWebhook } from "./handle-webhook";
import { signPayload } from "./signature";

export async function deliverSignedEvent(payload: string, now: Date = new Date()) {
  return handleWebhook(payload, signPayload(payload, now), { provider: paymentProvider(), now });
}
