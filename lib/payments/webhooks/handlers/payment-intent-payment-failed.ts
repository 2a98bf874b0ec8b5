// payment_intent.payment_failed: the bank refused. Converges on the PaymentIntent as it is now (a
// later success wins; a failure never undoes a payment).
export { convergePayment as paymentIntentPaymentFailed } from "../converge-payment";
