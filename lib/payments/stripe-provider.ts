// Stripe behind the payment port: SetupIntents save cards at checkout; the rollover charges them
// off-session with a deterministic idempotency key, so a retried charge never doubles.
import Stripe from "stripe";
import { CARD_MESSAGES, CardDeclinedError, type CardProblem, type PaymentProvider } from "./port";

function problemOf(error: unknown): CardProblem | null {
  if (!(error instanceof Stripe.errors.StripeCardError)) return null;
  // Stripe puts the reason in `decline_code` for issuer declines and in `code` otherwise.
  const codes = [error.decline_code, error.code];
  if (codes.includes("insufficient_funds")) return "INSUFFICIENT_FUNDS";
  if (codes.includes("expired_card")) return "EXPIRED";
  return "DECLINED";
}

export function stripeProvider(client: Stripe): PaymentProvider {
  return {
    name: "stripe",
    testMode: false,
    async ensureCustomer(user, existingId) {
      if (existingId) return existingId;
      const customer = await client.customers.create(
        { email: user.email, name: user.name, metadata: { userId: user.id } },
        { idempotencyKey: `customer:${user.id}` },
      );
      return customer.id;
    },
    async createSetupSecret(customerId) {
      const intent = await client.setupIntents.create({
        customer: customerId,
        usage: "off_session",
      });
      return intent.client_secret;
    },
    async attachPaymentMethod(customerId, paymentMethodId) {
      try {
        let method = await client.paymentMethods.retrieve(paymentMethodId);
        if (method.customer !== customerId) {
          method = await client.paymentMethods.attach(paymentMethodId, { customer: customerId });
        }
        await client.customers.update(customerId, {
          invoice_settings: { default_payment_method: method.id },
        });
        const card = method.card;
        if (!card) throw new CardDeclinedError("DECLINED", CARD_MESSAGES.DECLINED);
        return {
          providerPaymentMethodId: method.id,
          brand: card.brand,
          last4: card.last4,
          expMonth: card.exp_month,
          expYear: card.exp_year,
        };
      } catch (error) {
        const problem = problemOf(error);
        if (problem) throw new CardDeclinedError(problem, CARD_MESSAGES[problem]);
        throw error;
      }
    },
    async charge(request) {
      try {
        const intent = await client.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: "usd",
            customer: request.customerId,
            payment_method: request.paymentMethodId,
            off_session: true,
            confirm: true,
            description: request.description,
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (intent.status === "succeeded") return { ok: true, providerChargeId: intent.id };
        return { ok: false, problem: "DECLINED", message: CARD_MESSAGES.DECLINED };
      } catch (error) {
        const problem = problemOf(error);
        if (problem) return { ok: false, problem, message: CARD_MESSAGES[problem] };
        throw error;
      }
    },
  };
}
