// Stripe webhooks (POST /api/stripe/webhook, and the offline provider's events through the job
// queue): verify the signature, ignore what is not allow-listed, and apply each event exactly once
// (its id stored in the same transaction as its effect; a redelivery answers "duplicate").
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import { kyselyIn } from "@/lib/db/kysely";
import { chargeDisputeCreated } from "./handlers/charge-dispute-created";
import { chargeRefunded } from "./handlers/charge-refunded";
import { paymentIntentPaymentFailed } from "./handlers/payment-intent-payment-failed";
import { paymentIntentRequiresAction } from "./handlers/payment-intent-requires-action";
import { paymentIntentSucceeded } from "./handlers/payment-intent-succeeded";
import { paymentMethodAttached } from "./handlers/payment-method-attached";
import { paymentMethodAutomaticallyUpdated } from "./handlers/payment-method-automatically-updated";
import { paymentMethodDetached } from "./handlers/payment-method-detached";
import { setupIntentSucceeded } from "./handlers/setup-intent-succeeded";
import { webhookEvents } from "@/lib/metrics/work-counters";
import { verifyEvent } from "./signature";
import type { WebhookContext, WebhookHandler } from "./types";

export const HANDLERS: Record<string, WebhookHandler> = {
  "payment_intent.succeeded": paymentIntentSucceeded,
  "payment_intent.payment_failed": paymentIntentPaymentFailed,
  "payment_intent.requires_action": paymentIntentRequiresAction,
  "setup_intent.succeeded": setupIntentSucceeded,
  "payment_method.attached": paymentMethodAttached,
  "payment_method.detached": paymentMethodDetached,
  "payment_method.automatically_updated": paymentMethodAutomaticallyUpdated,
  "charge.refunded": chargeRefunded,
  "charge.dispute.created": chargeDisputeCreated,
};

export type WebhookResult = "applied" | "duplicate" | "ignored";

/** Throws SignatureError (→ 400, nothing written) when the signature does not hold. */
export async function handleWebhook(
  rawBody: string,
  signature: string | null,
  context: WebhookContext,
): Promise<{ result: WebhookResult; type: string; id: string }> {
  let event;
  try {
    event = verifyEvent(rawBody, signature, context.now);
  } catch (error) {
    // Unsigned bodies name no trustworthy type: one label for them all.
    webhookEvents.inc({ type: "unverified", outcome: "rejected" });
    throw error;
  }
  try {
    const result = await applyEvent(event, context);
    webhookEvents.inc({ type: event.type, outcome: result });
    return { result, type: event.type, id: event.id };
  } catch (error) {
    webhookEvents.inc({ type: event.type, outcome: "failed" });
    throw error;
  }
}

async function applyEvent(
  event: ReturnType<typeof verifyEvent>,
  context: WebhookContext,
): Promise<WebhookResult> {
  const handler = HANDLERS[event.type];
  if (!handler) return "ignored";
  const effect = await handler(event, context);
  const applied = await db.$transaction(
    async (tx) => {
      const stored = await kyselyIn(tx)
        .insertInto("ProcessedWebhookEvent")
        .values({ id: event.id, type: event.type, processedAt: context.now })
        .onConflict((oc) => oc.column("id").doNothing())
        .executeTakeFirst();
      if (Number(stored.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      await effect(tx);
      return true;
    },
    { isolationLevel: Prisma.TransactionIsolationLevel.ReadCommitted },
  );
  return applied ? "applied" : "duplicate";
}
