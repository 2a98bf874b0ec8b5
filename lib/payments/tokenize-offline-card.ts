// The offline provider's stand-in for Stripe Elements: turns a test card into a payment method id.
// The number is checked and dropped; only brand, last 4 and expiry survive in the id.
import { AppError } from "@/lib/errors";
import { CARD_FORM_MESSAGES, isExpired, parseExpiry, type cardFormSchema } from "./card-form";
import { cardBrand, genericPaymentMethodId, TEST_CARD_NUMBERS } from "./offline-cards";
import { paymentProvider } from "./index";
import type { z } from "zod";

export function tokenizeOfflineCard(card: z.output<typeof cardFormSchema>, now: Date) {
  if (paymentProvider().name !== "offline") {
    throw new AppError("NOT_FOUND", "Cards are entered with the secure card form.");
  }
  const expiry = parseExpiry(card.expiry);
  if (isExpired(expiry, now)) {
    const message = CARD_FORM_MESSAGES.expiryPast;
    throw new AppError("VALIDATION", message, {
      errors: [{ property: "expiry", constraints: { notExpired: message } }],
    });
  }
  const id =
    TEST_CARD_NUMBERS[card.number] ??
    genericPaymentMethodId(card.number, expiry.expMonth, expiry.expYear);
  return { id, brand: cardBrand(card.number), last4: card.number.slice(-4), testMode: true };
}
