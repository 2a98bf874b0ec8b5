// One handler per allow-listed event type. A handler reads what it needs from the provider first
// (the current state, never the event's order), then returns the effect to apply inside the
// transaction that also stores the event id, so each event takes effect exactly once.
import type Stripe from "stripe";
import type { Tx } from "@/lib/db";
import type { PaymentProvider } from "../port";

export type Effect = (tx: Tx) => Promise<void>;

/**
 * A payment that is no weekly order's charge (a gift card's): its owner's effect, or null when it
 * is not theirs either. Given by the composition (lib/webhooks/context.ts) so that the money
 * knows no feature that takes money.
 */
export type OtherPayment = (
  intentId: string,
  chargeId: string | null,
  provider: PaymentProvider,
  now: Date,
) => Promise<Effect | null>;

export interface WebhookContext {
  provider: PaymentProvider;
  now: Date;
  otherPayment: OtherPayment;
}

export type WebhookHandler = (event: Stripe.Event, context: WebhookContext) => Promise<Effect>;

export const NOTHING: Effect = async () => {};

/** A field of the event's object, whatever its Stripe type. */
export function field(event: Stripe.Event, name: string): unknown {
  return (event.data.object as unknown as Record<string, unknown>)[name];
}

export function idOf(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (value && typeof value === "object" && "id" in value && typeof value.id === "string")
    return value.id;
  return null;
}
