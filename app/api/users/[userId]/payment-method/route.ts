import { z } from "zod";
import { userParams } from "@/lib/api/params";
import { userReadRoute, userRoute } from "@/lib/api/route";
import { cardRetries } from "@/lib/payments/card-retries";
import { defaultPaymentMethod, savePaymentMethod } from "@/lib/payments/save-payment-method";

const body = z.object({
  stripePaymentMethodId: z
    .string({ message: "Payment method missing" })
    .min(1, "Payment method missing")
    .max(255),
});

export const GET = userReadRoute({ params: userParams }, async ({ params }) => ({
  paymentMethod: await defaultPaymentMethod(params.userId),
  // Spec §9: a card change can take 24-48 hours to apply to a charge already under way.
  updateNotice: "A payment method update takes 24-48 hours to apply.",
  retries: await cardRetries(params.userId),
}));

export const POST = userRoute({ params: userParams, body }, ({ params, body, now }) =>
  savePaymentMethod(params.userId, body.stripePaymentMethodId, now),
);
