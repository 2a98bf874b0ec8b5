// The offline provider's events, taken from the job queue: signed now (as Stripe signs each
// delivery attempt) and handed to the same handler as /api/stripe/webhook.
import { handleWebhook } from "@/lib/payments/webhooks/handle-webhook";
import { signPayload } from "@/lib/payments/webhooks/signature";
import { webhookContext } from "./context";

export async function deliverSignedEvent(payload: string, now: Date = new Date()) {
  return handleWebhook(payload, signPayload(payload, now), webhookContext(now));
}
