// The card provider port. Stripe in production; an offline provider with the same behaviour for
// development, tests and the demo (DESIGN.md §5). Callers never know which one they have.

export type CardProblem = "DECLINED" | "INSUFFICIENT_FUNDS" | "EXPIRED";

export interface SavedCard {
  providerPaymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type ChargeOutcome =
  | { ok: true; providerChargeId: string }
  | { ok: false; problem: CardProblem; message: string }
  /** Strong customer authentication: the customer must confirm on-session (the PaymentIntent). */
  | { ok: false; problem: "AUTHENTICATION_REQUIRED"; message: string; providerChargeId: string };

/** A PaymentIntent as the provider has it now: webhook handlers trust this, not the event. */
export interface PaymentState {
  providerChargeId: string;
  status: "succeeded" | "requires_action" | "failed" | "processing";
  amountCents: number;
  refundedCents: number;
  /** Why it failed, when it did. */
  problem: CardProblem | null;
  /** It failed because the bank's confirmation (3-D Secure) failed or was cancelled. */
  authenticationFailed: boolean;
  /** Our Charge row's id, carried in the PaymentIntent's metadata. */
  chargeId: string | null;
}

export interface ChargeRequest {
  /** Null for a one-off payment by someone without an account (a gift card). */
  customerId: string | null;
  paymentMethodId: string;
  amountCents: number;
  /** Deterministic, e.g. charge:{subscriptionId}:{weekId}: a retry never charges twice. */
  idempotencyKey: string;
  description: string;
  /** Our Charge row, so an event about this payment finds its way back. */
  chargeId: string;
  /** The payer is at the page (a gift card bought now), not charged later off-session. */
  onSession?: boolean;
}

export interface RefundRequest {
  providerChargeId: string;
  amountCents: number;
  /** Deterministic, e.g. refund:{refundId}: a retried refund never refunds twice. */
  idempotencyKey: string;
}

export interface PaymentProvider {
  readonly name: "stripe" | "offline";
  /** True when no real money can move; the UI says "test mode". */
  readonly testMode: boolean;
  /**
   * How many charges a rollover batch may have in flight at once: Stripe's API is rate limited
   * (100 writes/s in live mode, less in test mode); the offline provider is our own database.
   */
  readonly chargeConcurrency: number;
  ensureCustomer(
    user: { id: string; email: string; name: string },
    existingId: string | null,
  ): Promise<string>;
  /** Stripe: a SetupIntent's client secret for Elements. Offline: null (the card form tokenizes). */
  createSetupSecret(customerId: string): Promise<string | null>;
  /** Saves a card for later off-session charges, or throws CardDeclinedError with the reason. */
  attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<SavedCard>;
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  retrievePayment(providerChargeId: string): Promise<PaymentState>;
  /** The secret the browser confirms a REQUIRES_ACTION payment with (Stripe.js); offline: null. */
  confirmationSecret(providerChargeId: string): Promise<string | null>;
  /**
   * Offline only: the test-mode confirm step plays the bank, which approves (or, to test a failed
   * check, refuses) the payment. With Stripe the browser already did (confirmCardPayment), so the
   * caller only re-reads.
   */
  completeAuthentication(providerChargeId: string, answer?: BankAnswer): Promise<void>;
  refund(request: RefundRequest): Promise<{ providerRefundId: string }>;
  /** The card as the provider has it now (the card updater changes expiry and last 4). */
  retrieveCard(paymentMethodId: string): Promise<SavedCard>;
}

/** The test-mode bank's answer to a payment it was asked to confirm. */
export type BankAnswer = "approve" | "refuse";

/** Stripe's code (last_payment_error.code) for a payment whose 3-D Secure check failed. */
export const AUTHENTICATION_FAILURE_CODE = "payment_intent_authentication_failure";

/** Strong customer authentication refused an off-session charge. */
export const AUTHENTICATION_MESSAGE =
  "Your bank asks you to confirm this payment. Confirm it to get your box.";

export class CardDeclinedError extends Error {
  constructor(
    readonly problem: CardProblem,
    message: string,
  ) {
    super(message);
    this.name = "CardDeclinedError";
  }
}

/** The provider's reasons in plain words, shown to the customer as they are. */
export const CARD_MESSAGES: Record<CardProblem, string> = {
  DECLINED: "Your card was declined. Please use a different card.",
  INSUFFICIENT_FUNDS: "Your card has insufficient funds. Please use a different card.",
  EXPIRED: "Your card has expired. Please use a different card.",
};
