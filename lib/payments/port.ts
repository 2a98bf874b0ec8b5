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
  { ok: true; providerChargeId: string } | { ok: false; problem: CardProblem; message: string };

export interface ChargeRequest {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  /** Deterministic, e.g. charge:{subscriptionId}:{weekId}: a retry never charges twice. */
  idempotencyKey: string;
  description: string;
}

export interface PaymentProvider {
  readonly name: "stripe" | "offline";
  /** True when no real money can move; the UI says "test mode". */
  readonly testMode: boolean;
  ensureCustomer(
    user: { id: string; email: string; name: string },
    existingId: string | null,
  ): Promise<string>;
  /** Stripe: a SetupIntent's client secret for Elements. Offline: null (the card form tokenizes). */
  createSetupSecret(customerId: string): Promise<string | null>;
  /** Saves a card for later off-session charges, or throws CardDeclinedError with the reason. */
  attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<SavedCard>;
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
}

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
