// Response schemas of the gift card calls, typed against their DTOs (lib/gift-cards/view.ts).
import { z } from "zod";
import { GIFT_CARD_STATES } from "@/lib/gift-cards/rules";
import type { AdminGiftCardView, GiftCardView } from "@/lib/gift-cards/view";
import { instant, isoDate } from "./common";

const giftCardShape = {
  id: z.string(),
  amountCents: z.number().int(),
  status: z.enum(GIFT_CARD_STATES),
  state: z.string().meta({ description: 'As the buyer reads it, e.g. "Scheduled", "Redeemed".' }),
  recipientName: z.string(),
  recipientEmail: z.string(),
  message: z.string(),
  deliverOn: isoDate,
  sendAt: instant.meta({ description: "8:00 AM Toronto on deliverOn." }),
  sentAt: instant.nullable(),
  redeemed: z.boolean(),
  failureMessage: z.string().nullable(),
  refundedAt: instant.nullable(),
  createdAt: instant,
  boughtOn: isoDate.meta({ description: "The day it was bought, in Toronto." }),
};

export const giftCardSchema: z.ZodType<GiftCardView> = z
  .object(giftCardShape)
  .meta({ id: "GiftCard" });

export const adminGiftCardSchema: z.ZodType<AdminGiftCardView> = z
  .object({
    ...giftCardShape,
    buyerName: z.string(),
    buyerEmail: z.string(),
    buyerUserId: z.string().nullable(),
    code: z.string().nullable(),
    refundReason: z.string().nullable(),
    refundable: z.boolean(),
  })
  .meta({ id: "AdminGiftCard" });

export const giftCardPurchaseAnswer = z.object({
  giftCard: giftCardSchema,
  statusPath: z.string().meta({ description: "The buyer's private page for this card." }),
  authentication: z
    .object({
      clientSecret: z.string().nullable().meta({
        description:
          "Stripe: the PaymentIntent's client secret for Stripe.js (confirmCardPayment); offline provider: null.",
      }),
      testMode: z.boolean(),
    })
    .nullable()
    .meta({
      description:
        "Set when the bank wants the buyer to confirm the payment (3-D Secure, status REQUIRES_ACTION): confirm it, then POST /api/gift-cards/status/{token}/authentication.",
    }),
});
