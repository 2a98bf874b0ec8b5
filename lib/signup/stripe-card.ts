// The Stripe path of checkout: a SetupIntent for the new customer, confirmed with the card the
// person typed into Stripe Elements. The card number never touches our servers.
import type { Stripe, StripeCardElement } from "@stripe/stripe-js";
import { api, ApiError } from "@/lib/client/api";
import type { CardTokenizer } from "./place-order";

export interface StripeCardHandle {
  stripe: Stripe;
  card: StripeCardElement;
}

export function stripeCardTokenizer(handle: StripeCardHandle, nameOnCard: string): CardTokenizer {
  return async (userId) => {
    const { clientSecret } = await api.post<{ clientSecret: string | null }>(
      `/api/users/${encodeURIComponent(userId)}/payment-method/setup-intent`,
    );
    if (!clientSecret)
      throw new ApiError(402, { statusCode: 402, message: "Payment method missing" });
    const result = await handle.stripe.confirmCardSetup(clientSecret, {
      payment_method: { card: handle.card, billing_details: { name: nameOnCard } },
    });
    if (result.error) {
      // Stripe's own words ("Your card was declined."), shown beside the card form.
      throw new ApiError(402, {
        statusCode: 402,
        message: result.error.message ?? "Your card was declined.",
      });
    }
    const method = result.setupIntent.payment_method;
    return { id: typeof method === "string" ? method : (method?.id ?? "") };
  };
}
