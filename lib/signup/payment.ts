// Which card form checkout shows, and how a card becomes a payment method id. With a Stripe
// publishable key the card is entered in Stripe Elements; without one (local, tests, demo) the
// offline provider's test-mode form posts to /api/payments/offline/payment-methods.
import { api } from "@/lib/client/api";
import type { OfflineCardToken } from "./api-types";
import type { CardTokenizer } from "./place-order";

export type PaymentProviderName = "offline" | "stripe";

export function paymentProviderName(): PaymentProviderName {
  return process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY ? "stripe" : "offline";
}

export interface OfflineCardInput {
  nameOnCard: string;
  number: string;
  expiry: string;
  cvc: string;
}

/**
 * The card fields and nothing else: callers pass the whole checkout form, whose account password,
 * email, name and address must never reach the payment endpoint (its schema refuses them too).
 */
export function offlineCardBody(card: OfflineCardInput): OfflineCardInput {
  const { nameOnCard, number, expiry, cvc } = card;
  return { nameOnCard, number, expiry, cvc };
}

export function offlineCardTokenizer(card: OfflineCardInput): CardTokenizer {
  const body = offlineCardBody(card);
  return () => api.post<OfflineCardToken>("/api/payments/offline/payment-methods", body);
}

/** "4242424242424242" → "4242 4242 4242 4242" while typing (Amex: 4-6-5). */
export function formatCardNumber(raw: string): string {
  const digits = raw.replace(/\D/g, "").slice(0, 19);
  if (/^3[47]/.test(digits)) {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)]
      .filter(Boolean)
      .join(" ");
  }
  return digits.replace(/(.{4})(?=.)/g, "$1 ");
}

/** "1234" → "12/34" while typing; deleting never puts characters back. */
export function formatExpiry(raw: string, deleting = false): string {
  if (deleting) return raw.replace(/[^\d/]/g, "").slice(0, 5);
  const digits = raw.replace(/\D/g, "").slice(0, 4);
  if (digits.length >= 3) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2) return `${digits}/`;
  return digits;
}
