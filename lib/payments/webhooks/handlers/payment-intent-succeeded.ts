// payment_intent.succeeded: the charge went through (off-session, a retry, or confirmed by the
// customer). Converges on the PaymentIntent as it is now.
export { convergePayment as paymentIntentSucceeded } from "../converge-payment";
