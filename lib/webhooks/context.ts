// What a payment webhook is handled with: the configured provider, the time, and the owners of the
// payments that are not a weekly order's charge (gift cards). Composed here, outside lib/payments,
// so that the money does not import the features that take money (lib/payments/layering.test.ts).
import { giftCardPaymentEffect } from "@/lib/gift-cards/settle-payment";
import { paymentProvider } from "@/lib/payments";
import type { WebhookContext } from "@/lib/payments/webhooks/types";

export function webhookContext(now: Date = new Date()): WebhookContext {
  return { provider: paymentProvider(), now, otherPayment: giftCardPaymentEffect };
}
