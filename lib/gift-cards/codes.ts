// A bought card's redeemable code and its buyer's state link, both secrets.
import { createHash, createHmac, randomInt } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";

// No 0/O, 1/I/L: a code read off a phone and typed at checkout.
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** GIFT-XXXX-XXXX: about 40 bits of chance, and the gift-code lookup is one unique row. */
export function newGiftCode(): string {
  const part = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `GIFT-${part()}-${part()}`;
}

/**
 * The buyer's state link secret, derived from the purchase's request key with the server secret:
 * a resent purchase answers the same link, and only its SHA-256 is stored.
 */
export function viewTokenFor(requestKey: string): string {
  return createHmac("sha256", authSecret()).update(`gift-card:${requestKey}`).digest("base64url");
}

export function hashViewToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The provider's idempotency key of a card's payment and of its refund. */
export const purchaseKey = (requestKey: string) => `giftcard:${requestKey}`;
export const refundKey = (giftCardId: string) => `giftcard-refund:${giftCardId}`;
