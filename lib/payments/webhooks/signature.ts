// Stripe-Signature with the SDK's own helpers: verify what arrives at /api/stripe/webhook, and sign
// what the offline provider emits, so both reach the handler through the same check.
import { createHmac } from "node:crypto";
import Stripe from "stripe";
import { env } from "@/lib/config/env";

/** Stripe's default: an event signed more than five minutes ago is refused (replay). */
export const TOLERANCE_SECONDS = 300;

// The SDK's webhook helpers need a client; they never call the API.
const stripe = new Stripe("sk_webhooks_only");

/**
 * STRIPE_WEBHOOK_SECRET when Stripe is configured; otherwise a local secret derived from the
 * session secret, so offline events cannot be forged by someone who only knows the code.
 */
export function webhookSecret(): string {
  const configured = env().STRIPE_WEBHOOK_SECRET;
  if (configured) return configured;
  const seed = env().NEXTAUTH_SECRET ?? "lakeshore-local-development";
  return `whsec_${createHmac("sha256", seed).update("offline-webhooks").digest("base64url")}`;
}

export class SignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SignatureError";
  }
}

/** The verified event, or SignatureError (missing or bad header, tampered body, too old). */
export function verifyEvent(
  rawBody: string,
  header: string | null,
  now: Date = new Date(),
): Stripe.Event {
  if (!header) throw new SignatureError("Missing Stripe-Signature header.");
  try {
    return stripe.webhooks.constructEvent(
      rawBody,
      header,
      webhookSecret(),
      TOLERANCE_SECONDS,
      undefined,
      now.getTime(), // milliseconds: the SDK divides by 1000 itself
    );
  } catch (error) {
    throw new SignatureError(error instanceof Error ? error.message : "Invalid signature.");
  }
}

export function signPayload(payload: string, now: Date = new Date()): string {
  return stripe.webhooks.generateTestHeaderString({
    payload,
    secret: webhookSecret(),
    timestamp: Math.floor(now.getTime() / 1000),
  });
}
