// The offline card provider: behaves like Stripe for its test cards, moves no money. Like Stripe it
// keeps its PaymentIntents (offline-ledger.ts) and sends the same signed webhook events to the same
// handler, so the offline and Stripe paths run the same code.
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import { kyselyIn } from "@/lib/db/kysely";
import { cardProblemOf, DECLINE_CODE } from "./card-problem";
import { expiryOf, findTestCard } from "./offline-cards";
import { findPayment, record, type OfflineEvent, type OfflinePaymentRow } from "./offline-ledger";
import {
  AUTHENTICATION_FAILURE_CODE,
  AUTHENTICATION_MESSAGE,
  CARD_MESSAGES,
  CardDeclinedError,
  type ChargeOutcome,
  type PaymentProvider,
  type PaymentState,
} from "./port";

const hash = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 24);

export function offlineProvider(clock: () => Date = () => new Date()): PaymentProvider {
  const seconds = () => Math.floor(clock().getTime() / 1000);
  const event = (type: string, key: string, object: Record<string, unknown>): OfflineEvent => ({
    id: `evt_offline_${hash(`${type}:${key}`)}`,
    type,
    created: seconds(),
    object,
  });
  const intentObject = (row: OfflinePaymentRow & { refundedCents?: number }, chargeId: string) => ({
    id: row.id,
    object: "payment_intent",
    amount: row.amountCents,
    currency: "usd",
    customer: row.customerId,
    payment_method: row.paymentMethodId,
    status: row.status === "failed" ? "requires_payment_method" : row.status,
    metadata: { chargeId },
    last_payment_error: row.failureCode ? { code: row.failureCode } : null,
  });

  async function stateOf(id: string, chargeId: string | null): Promise<PaymentState> {
    const row = await findPayment({ id });
    if (!row) throw new Error(`No such payment_intent: ${id}`);
    return {
      providerChargeId: row.id,
      status: row.status as PaymentState["status"],
      amountCents: row.amountCents,
      refundedCents: row.refundedCents,
      problem: row.failureCode ? cardProblemOf(row.failureCode) : null,
      authenticationFailed: row.failureCode === AUTHENTICATION_FAILURE_CODE,
      chargeId,
    };
  }

  return {
    name: "offline",
    testMode: true,
    // Its "API" is one multi-row insert per burst (offline-ledger.ts): a whole batch at once.
    chargeConcurrency: Number.POSITIVE_INFINITY,
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
    async charge(request): Promise<ChargeOutcome> {
      const id = `pi_offline_${hash(request.idempotencyKey)}`;
      const card = findTestCard(request.paymentMethodId);
      const problem = card ? (card.chargeProblem ?? card.attachProblem ?? null) : "DECLINED";
      if (card?.authenticationRequired) {
        // The same key answers with the current outcome (confirmed since, or still waiting).
        const prior = await findPayment({ idempotencyKey: request.idempotencyKey });
        if (prior) return outcomeOf(prior.id, prior.status, prior.failureCode);
      }
      const row: OfflinePaymentRow = {
        id,
        idempotencyKey: request.idempotencyKey,
        customerId: request.customerId ?? "",
        paymentMethodId: request.paymentMethodId,
        amountCents: request.amountCents,
        status: problem ? "failed" : card?.authenticationRequired ? "requires_action" : "succeeded",
        failureCode: problem ? DECLINE_CODE[problem] : null,
      };
      const type =
        row.status === "succeeded"
          ? "payment_intent.succeeded"
          : row.status === "failed"
            ? "payment_intent.payment_failed"
            : "payment_intent.requires_action";
      await record(row, event(type, id, intentObject(row, request.chargeId)));
      return outcomeOf(id, row.status, row.failureCode);
    },
    async retrievePayment(id) {
      return stateOf(id, null);
    },
    async confirmationSecret() {
      return null;
    },
    async completeAuthentication(id, answer = "approve") {
      // Refused, the payment fails as Stripe's does when 3-D Secure fails: nothing is charged.
      const approved = answer === "approve";
      const updated = await db.offlinePayment.updateMany({
        where: { id, status: "requires_action" },
        data: approved
          ? { status: "succeeded" }
          : { status: "failed", failureCode: AUTHENTICATION_FAILURE_CODE },
      });
      if (updated.count === 0) return;
      const row = await findPayment({ id });
      if (row) {
        const object = intentObject({ ...row, status: approved ? "succeeded" : "failed" }, "");
        const type = approved ? "payment_intent.succeeded" : "payment_intent.payment_failed";
        await record(null, event(type, id, object));
      }
    },
    async refund(request) {
      const providerRefundId = `re_offline_${hash(request.idempotencyKey)}`;
      // Applied once per key: a marker row holds the key, and the refunded total moves with it.
      await db.$transaction(async (tx) => {
        const k = kyselyIn(tx);
        const fresh = await k
          .insertInto("OfflinePayment")
          .values((eb) => ({
            id: providerRefundId,
            idempotencyKey: request.idempotencyKey,
            customerId: "",
            paymentMethodId: "",
            amountCents: request.amountCents,
            status: "refund",
            createdAt: eb.fn<Date>("now"),
            updatedAt: eb.fn<Date>("now"),
          }))
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        if (Number(fresh.numInsertedOrUpdatedRows ?? 0) === 0) return;
        const moved = await k
          .updateTable("OfflinePayment")
          .set((eb) => ({
            refundedCents: eb("refundedCents", "+", request.amountCents),
            updatedAt: eb.fn<Date>("now"),
          }))
          .where("id", "=", request.providerChargeId)
          .where("status", "=", "succeeded")
          .where((eb) =>
            eb(eb("refundedCents", "+", request.amountCents), "<=", eb.ref("amountCents")),
          )
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) === 0)
          throw new Error("Refund exceeds what is left on this payment.");
      });
      const payment = await findPayment({ id: request.providerChargeId });
      if (!payment) throw new Error(`No such payment_intent: ${request.providerChargeId}`);
      await record(
        null,
        event("charge.refunded", providerRefundId, {
          id: `ch_${payment.id}`,
          object: "charge",
          payment_intent: payment.id,
          amount: payment.amountCents,
          amount_refunded: payment.refundedCents,
          refunded: payment.refundedCents >= payment.amountCents,
        }),
      );
      return { providerRefundId };
    },
    async retrieveCard(paymentMethodId) {
      const card = findTestCard(paymentMethodId);
      if (!card) throw new Error(`No such payment_method: ${paymentMethodId}`);
      return {
        providerPaymentMethodId: card.paymentMethodId,
        brand: card.brand,
        last4: card.last4,
        ...expiryOf(card.paymentMethodId, clock()),
      };
    },
  };
}

function outcomeOf(id: string, status: string, failureCode: string | null): ChargeOutcome {
  if (status === "succeeded") return { ok: true, providerChargeId: id };
  if (status === "requires_action")
    return {
      ok: false,
      problem: "AUTHENTICATION_REQUIRED",
      message: AUTHENTICATION_MESSAGE,
      providerChargeId: id,
    };
  const problem = cardProblemOf(failureCode);
  return { ok: false, problem, message: CARD_MESSAGES[problem] };
}
