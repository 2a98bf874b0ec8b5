// One schema for the gift card form and the purchase call (POST /api/gift-cards).
import { z } from "zod";
import { EMAIL_MAX, EMAIL_PATTERN } from "@/lib/auth/credential-rules";
import { normalizeEmail } from "@/lib/auth/email";
import {
  GIFT_CARD_MAX_CENTS,
  GIFT_CARD_MESSAGES as M,
  GIFT_CARD_MIN_CENTS,
  MESSAGE_MAX,
} from "./rules";

const email = (message: string) =>
  z
    .string({ error: message })
    .max(EMAIL_MAX, message)
    .transform(normalizeEmail)
    .pipe(z.email({ pattern: EMAIL_PATTERN, error: message }));

const name = (message: string) => z.string().trim().min(1, message).max(100, message);

/** What the buyer fills in (the card is tokenized separately, by Stripe or the offline form). */
export const giftCardDetailsSchema = z.object({
  amountCents: z
    .number({ message: M.amount })
    .int(M.amount)
    .min(GIFT_CARD_MIN_CENTS, M.amount)
    .max(GIFT_CARD_MAX_CENTS, M.amount)
    .multipleOf(100, M.amount),
  recipientName: name(M.recipientName),
  recipientEmail: email(M.recipientEmail),
  message: z.string().trim().max(MESSAGE_MAX, M.message).default(""),
  /** A Toronto calendar day; the server checks it is within the next year. */
  deliverOn: z.iso.date(M.deliverOn),
  buyerName: name(M.buyerName),
  buyerEmail: email(M.buyerEmail),
});

/** The form's amount field: whole dollars as typed ("50"), checked as the call's cents. */
const amountInDollars = z
  .string()
  .trim()
  .regex(/^\d{1,4}$/, M.amount)
  .transform((dollars) => Number(dollars) * 100)
  .pipe(giftCardDetailsSchema.shape.amountCents);

/** The gift card form (its card fields are the card form's own schema). */
export const giftCardFormSchema = giftCardDetailsSchema
  .omit({ amountCents: true })
  .extend({ amount: amountInDollars, message: z.string().trim().max(MESSAGE_MAX, M.message) });

export const giftCardPurchaseSchema = giftCardDetailsSchema
  .extend({
    /** The browser's key for this purchase: sending it again never buys a second card. */
    requestKey: z.uuid(),
    /** A Stripe PaymentMethod id, or the offline form's token (POST /api/payments/offline/…). */
    paymentMethodId: z
      .string()
      .trim()
      .min(3)
      .max(255)
      .regex(/^pm_[A-Za-z0-9_]+$/, "Enter your card again."),
  })
  .strict();

export type GiftCardPurchase = z.output<typeof giftCardPurchaseSchema>;

/** The buyer's answer to their bank's check; the offline provider's test step plays the bank. */
export const giftCardAuthenticationSchema = z
  .object({
    answer: z
      .enum(["approve", "refuse"], { error: "Answer approve or refuse." })
      .default("approve")
      .meta({
        description:
          "Offline provider only (test mode): the bank's answer. With Stripe the browser already confirmed with Stripe.js and the server reads the outcome from Stripe.",
      }),
  })
  .strict();

export const giftCardRefundSchema = z
  .object({ reason: z.string().trim().min(3, "Say why this card is refunded.").max(500) })
  .strict();

export const giftCardSearchSchema = z.object({
  q: z.string().trim().max(254).optional(),
});
