// The offline card provider: behaves like Stripe for its test cards, moves no money.
import { createHash } from "node:crypto";
import { expiryOf, findTestCard } from "./offline-cards";
import { CARD_MESSAGES, CardDeclinedError, type PaymentProvider } from "./port";

export function offlineProvider(clock: () => Date = () => new Date()): PaymentProvider {
  return {
    name: "offline",
    testMode: true,
    async ensureCustomer(user, existingId) {
      return existingId ?? `cus_offline_${user.id}`;
    },
    async createSetupSecret() {
      return null;
    },
    async attachPaymentMethod(_customerId, paymentMethodId) {
      const card = findTestCard(paymentMethodId);
      if (!card) throw new CardDeclinedError("DECLINED", CARD_MESSAGES.DECLINED);
      if (card.attachProblem) {
        throw new CardDeclinedError(card.attachProblem, CARD_MESSAGES[card.attachProblem]);
      }
      return {
        providerPaymentMethodId: card.paymentMethodId,
        brand: card.brand,
        last4: card.last4,
        ...expiryOf(card.paymentMethodId, clock()),
      };
    },
    async charge(request) {
      const card = findTestCard(request.paymentMethodId);
      const problem = card ? (card.chargeProblem ?? card.attachProblem) : "DECLINED";
      if (problem) return { ok: false, problem, message: CARD_MESSAGES[problem] };
      const id = createHash("sha256").update(request.idempotencyKey).digest("hex").slice(0, 24);
      return { ok: true, providerChargeId: `ch_offline_${id}` };
    },
  };
}
