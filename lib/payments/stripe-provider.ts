// Stripe behind the payment port: SetupIntents save cards at checkout; the rollover charges them
// off-session with a deterministic idempotency key, so a retried charge never doubles.
import Stripe from "stripe";
import { cardProblemOf } from "./card-problem";
import {
  AUTHENTICATION_FAILURE_CODE,
  AUTHENTICATION_MESSAGE,
  CARD_MESSAGES,
  CardDeclinedError,
  type CardProblem,
  type ChargeOutcome,
  type PaymentProvider,
} from "./port";

function problemOf(error: unknown): CardProblem | null {
  if (!(error instanceof Stripe.errors.StripeCardError)) return null;
  return cardProblemOf(error.decline_code, error.code);
}

export function stripeProvider(client: Stripe): PaymentProvider {
  return {
    name: "stripe",
    testMode: false,
    chargeConcurrency: 8,
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
            customer: request.customerId ?? undefined,
            payment_method: request.paymentMethodId,
            off_session: request.onSession ? undefined : true,
            confirm: true,
            // No method that leaves the page: an account with redirect-based methods switched on
            // would otherwise refuse a confirmation without a return_url. The saved card's 3-D
            // Secure check still runs in the page (Stripe.js), which needs none.
            automatic_payment_methods: { enabled: true, allow_redirects: "never" },
            description: request.description,
            metadata: { chargeId: request.chargeId },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (intent.status === "succeeded") return { ok: true, providerChargeId: intent.id };
        if (intent.status === "requires_action") return authentication(intent.id);
        return { ok: false, problem: "DECLINED", message: CARD_MESSAGES.DECLINED };
      } catch (error) {
        // Off-session SCA: Stripe answers 402 authentication_required with the PaymentIntent.
        if (
          error instanceof Stripe.errors.StripeCardError &&
          error.code === "authentication_required" &&
          error.payment_intent?.id
        )
          return authentication(error.payment_intent.id);
        const problem = problemOf(error);
        if (problem) return { ok: false, problem, message: CARD_MESSAGES[problem] };
        throw error;
      }
    },
    async retrievePayment(id) {
      const intent = await client.paymentIntents.retrieve(id, { expand: ["latest_charge"] });
      const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null;
      const failure = intent.last_payment_error;
      return {
        providerChargeId: intent.id,
        status:
          intent.status === "succeeded"
            ? "succeeded"
            : intent.status === "requires_action"
              ? "requires_action"
              : intent.status === "processing"
                ? "processing"
                : "failed",
        amountCents: intent.amount,
        refundedCents: charge?.amount_refunded ?? 0,
        problem: failure ? cardProblemOf(failure.decline_code, failure.code) : null,
        authenticationFailed: failure?.code === AUTHENTICATION_FAILURE_CODE,
        chargeId: intent.metadata?.chargeId ?? null,
      };
    },
    async confirmationSecret(id) {
      const intent = await client.paymentIntents.retrieve(id);
      return intent.client_secret;
    },
    async completeAuthentication() {
      // The browser confirmed with Stripe.js; the caller re-reads the PaymentIntent.
    },
    async refund(request) {
      const refund = await client.refunds.create(
        { payment_intent: request.providerChargeId, amount: request.amountCents },
        { idempotencyKey: request.idempotencyKey },
      );
      return { providerRefundId: refund.id };
    },
    async retrieveCard(paymentMethodId) {
      const method = await client.paymentMethods.retrieve(paymentMethodId);
      if (!method.card) throw new Error(`Payment method ${paymentMethodId} is not a card.`);
      return {
        providerPaymentMethodId: method.id,
        brand: method.card.brand,
        last4: method.card.last4,
        expMonth: method.card.exp_month,
        expYear: method.card.exp_year,
      };
    },
  };
}

function authentication(providerChargeId: string): ChargeOutcome {
  return {
    ok: false,
    problem: "AUTHENTICATION_REQUIRED",
    message: AUTHENTICATION_MESSAGE,
    providerChargeId,
  };
}
