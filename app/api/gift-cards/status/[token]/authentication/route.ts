// POST /api/gift-cards/status/{token}/authentication: the buyer finished their bank's 3-D Secure
// check (Stripe.js, or the offline provider's test step); the purchase is settled from the provider.
import { z } from "zod";
import { publicRoute } from "@/lib/api/route";
import { confirmGiftCardPayment } from "@/lib/gift-cards/confirm-gift-card";
import { giftCardAuthenticationSchema } from "@/lib/gift-cards/schemas";
import { paymentProvider } from "@/lib/payments";

const params = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "Not a gift card link") });

export const POST = publicRoute(
  { params, body: giftCardAuthenticationSchema },
  ({ params, body, now }) =>
    confirmGiftCardPayment(params.token, body.answer, { provider: paymentProvider(), now }),
);
