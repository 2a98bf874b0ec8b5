// Buying a gift card, in the payment port's atomic phases: the purchase is recorded with its
// idempotency key (PENDING) and claimed (CHARGING) before the provider hears of it; the outcome is
// recorded after (PAID with its gift code, or FAILED). A crash between phases leaves a row that a
// resent request or the recovery sweep (recover-gift-cards.ts) finishes with the same key, so the
// provider answers once: the buyer is never charged twice and a paid card is never lost. A bank that
// asks for 3-D Secure leaves the card REQUIRES_ACTION: the answer carries what the browser needs
// to confirm it (confirm-gift-card.ts), and the card is paid only when the provider says so.
import { dateColumn } from "@/lib/clock";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { errorFields, logger } from "@/lib/log/logger";
import type { ChargeOutcome, PaymentProvider } from "@/lib/payments/port";
import { hashViewToken, purchaseKey, viewTokenFor } from "./codes";
import { assertDeliveryDay, sendAtOf } from "./delivery-day";
import type { GiftCardPurchase } from "./schemas";
import { settleGiftCardPayment, type GiftCardPayment } from "./settle-payment";
import { GIFT_CARD_SELECT, toView, type GiftCardView } from "./view";

export type PurchasePhase = "after-intent" | "after-claim" | "after-provider";

export interface PurchaseDeps {
  provider: PaymentProvider;
  now: Date;
  /** Tests stop the process between phases here. */
  failpoint?: (phase: PurchasePhase) => void | Promise<void>;
}

/** What the browser needs to have the buyer confirm the payment with their bank. */
export interface GiftCardAuthentication {
  /** Stripe: the PaymentIntent's client secret for Stripe.js; offline: null (a test-mode step). */
  clientSecret: string | null;
  testMode: boolean;
}

export async function buyGiftCard(
  input: GiftCardPurchase,
  buyerUserId: string | null,
  deps: PurchaseDeps,
): Promise<{
  giftCard: GiftCardView;
  viewToken: string;
  authentication: GiftCardAuthentication | null;
}> {
  assertDeliveryDay(input.deliverOn, deps.now);
  const viewToken = viewTokenFor(input.requestKey);
  const id = await recordIntent(input, buyerUserId, hashViewToken(viewToken), deps.now);
  await deps.failpoint?.("after-intent");
  const giftCard = await completePurchase(id, deps);
  // Nothing was bought: the form shows why and the buyer tries another card (a new request key).
  if (giftCard.status === "FAILED")
    throw new AppError("PAYMENT_REQUIRED", giftCard.failureMessage ?? "Your card was declined.");
  const authentication =
    giftCard.status === "REQUIRES_ACTION" ? await authenticationOf(id, deps.provider) : null;
  return { giftCard, viewToken, authentication };
}

async function authenticationOf(
  id: string,
  provider: PaymentProvider,
): Promise<GiftCardAuthentication> {
  const { providerChargeId } = await db.giftCard.findUniqueOrThrow({
    where: { id },
    select: { providerChargeId: true },
  });
  return {
    clientSecret: providerChargeId ? await provider.confirmationSecret(providerChargeId) : null,
    testMode: provider.testMode,
  };
}

/** Phase 1: the purchase row. A resent request (same key) finds it instead of making another. */
async function recordIntent(
  input: GiftCardPurchase,
  buyerUserId: string | null,
  viewTokenHash: string,
  now: Date,
): Promise<string> {
  await db.giftCard.createMany({
    data: [
      {
        requestKey: input.requestKey,
        amountCents: input.amountCents,
        buyerName: input.buyerName,
        buyerEmail: input.buyerEmail,
        buyerUserId,
        recipientName: input.recipientName,
        recipientEmail: input.recipientEmail,
        message: input.message,
        deliverOn: dateColumn(input.deliverOn),
        sendAt: sendAtOf(input.deliverOn),
        viewTokenHash,
        providerPaymentMethodId: input.paymentMethodId,
        createdAt: now,
        updatedAt: now,
      },
    ],
    skipDuplicates: true,
  });
  const row = await db.giftCard.findUniqueOrThrow({ where: { requestKey: input.requestKey } });
  const same =
    row.amountCents === input.amountCents &&
    row.recipientEmail === input.recipientEmail &&
    row.buyerEmail === input.buyerEmail &&
    row.providerPaymentMethodId === input.paymentMethodId &&
    row.buyerUserId === buyerUserId;
  if (!same) {
    throw new AppError(
      "CONFLICT",
      "This purchase was already sent with other details. Reload the page to start a new one.",
    );
  }
  return row.id;
}

/**
 * Phases 2–4 for a recorded purchase: claim, call the provider with the purchase's key, record
 * the outcome. Safe to run again at any point (a resent request, the recovery sweep).
 */
export async function completePurchase(id: string, deps: PurchaseDeps): Promise<GiftCardView> {
  const claimed = await db.giftCard.updateManyAndReturn({
    where: { id, status: { in: ["PENDING", "CHARGING"] } },
    data: { status: "CHARGING", updatedAt: deps.now },
    select: { requestKey: true, amountCents: true, providerPaymentMethodId: true },
  });
  const card = claimed[0];
  if (card) {
    await deps.failpoint?.("after-claim");
    let outcome: ChargeOutcome | null = null;
    try {
      outcome = await deps.provider.charge({
        customerId: null,
        paymentMethodId: card.providerPaymentMethodId,
        amountCents: card.amountCents,
        idempotencyKey: purchaseKey(card.requestKey),
        description: "Lakeshore Kitchen gift card",
        chargeId: id,
        onSession: true,
      });
    } catch (error) {
      // The provider did not answer: the card stays CHARGING and the sweep re-sends the same key.
      logger().error({ component: "gift-cards", giftCardId: id, ...errorFields(error) }, "charge");
    }
    await deps.failpoint?.("after-provider");
    if (outcome) await recordOutcome(id, outcome, deps.now);
  }
  return toView(await db.giftCard.findUniqueOrThrow({ where: { id }, select: GIFT_CARD_SELECT }));
}

/** The charge's answer, settled like any later report of the same payment. */
function paymentOf(outcome: ChargeOutcome): GiftCardPayment {
  if (outcome.ok)
    return {
      status: "succeeded",
      providerChargeId: outcome.providerChargeId,
      problem: null,
      authenticationFailed: false,
    };
  if (outcome.problem === "AUTHENTICATION_REQUIRED")
    return {
      status: "requires_action",
      providerChargeId: outcome.providerChargeId,
      problem: null,
      authenticationFailed: false,
    };
  return {
    status: "failed",
    providerChargeId: "",
    problem: outcome.problem,
    authenticationFailed: false,
  };
}

async function recordOutcome(id: string, outcome: ChargeOutcome, now: Date) {
  await settleGiftCardPayment(id, paymentOf(outcome), now);
}
