// payment_intent.requires_action: the bank wants the customer to confirm. Converges on the
// PaymentIntent as it is now (if they already confirmed, the order is already paid).
export { convergePayment as paymentIntentRequiresAction } from "../converge-payment";
