// GET: the payment the bank wants the customer to confirm; POST: confirm it (after Stripe.js's
// confirmCardPayment, or the offline provider's test-mode button).
import { z } from "zod";
import { id } from "@/lib/api/params";
import { userReadRoute, userRoute } from "@/lib/api/route";
import { confirmPayment, paymentConfirmation } from "@/lib/payments/confirm-payment";

const params = z.object({ userId: id, orderId: id });

export const GET = userReadRoute({ params }, ({ params }) =>
  paymentConfirmation(params.userId, params.orderId),
);

export const POST = userRoute({ params }, ({ params, now }) =>
  confirmPayment(params.userId, params.orderId, now),
);
