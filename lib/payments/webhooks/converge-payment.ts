// The three payment_intent events all end here: re-read the PaymentIntent through the port and move
// our charge and order to what it says now. A `succeeded` that arrives before `requires_action`
// therefore ends PAID, and the late `requires_action` finds nothing left to do.
import { fromDateColumn } from "@/lib/clock";
import { db } from "@/lib/db";
import { isBoxEditKey, settleBoxEditCharge } from "../box-edit-charge";
import type { SentCharge } from "../charge-orders";
import { settleInTx } from "../settle-charges";
import {
  AUTHENTICATION_MESSAGE,
  CARD_MESSAGES,
  type ChargeOutcome,
  type PaymentState,
} from "../port";
import { field, NOTHING, type Effect, type WebhookHandler } from "./types";

// What settling a charge needs of it, read once per event.
const SETTLE_SELECT = {
  id: true,
  status: true,
  orderId: true,
  userId: true,
  amountCents: true,
  idempotencyKey: true,
  order: { select: { number: true, week: { select: { startDate: true } } } },
} as const;

type ChargeWhere = { id: string } | { providerChargeId: string } | { OR: ChargeWhere[] };

const findCharge = (where: ChargeWhere) => db.charge.findFirst({ where, select: SETTLE_SELECT });

export const convergePayment: WebhookHandler = async (event, { provider, now, otherPayment }) => {
  const intentId = field(event, "id");
  if (typeof intentId !== "string") return NOTHING;
  // A payment that is not one of ours (another app on the same Stripe account) is acknowledged.
  const metadata = field(event, "metadata") as Record<string, string> | null | undefined;
  const ours = await findCharge({
    OR: [
      { providerChargeId: intentId },
      ...(metadata?.chargeId ? [{ id: metadata.chargeId }] : []),
    ],
  });
  // No weekly order's charge: a gift card's payment (bought on the page, maybe after 3-D Secure)?
  if (!ours)
    return (await otherPayment(intentId, metadata?.chargeId ?? null, provider, now)) ?? NOTHING;
  // Already paid: a succeeded PaymentIntent never changes again (refunds come as their own
  // event), so there is nothing to re-read.
  if (ours.status === "SUCCEEDED") return NOTHING;
  const state = await provider.retrievePayment(intentId);
  // The PaymentIntent names its charge; it is the one found above unless the event lied.
  const charge =
    state.chargeId && state.chargeId !== ours.id ? await findCharge({ id: state.chargeId }) : ours;
  return settleEffect(state, charge, now);
};

/** Also used by the confirm page once the customer has authenticated the payment. */
export async function applyPaymentState(
  state: PaymentState,
  chargeId: string | null,
  now: Date,
): Promise<Effect> {
  const charge = await findCharge(
    chargeId ? { id: chargeId } : { providerChargeId: state.providerChargeId },
  );
  return settleEffect(state, charge, now);
}

function settleEffect(
  state: PaymentState,
  charge: Awaited<ReturnType<typeof findCharge>>,
  now: Date,
): Effect {
  const outcome = outcomeOf(state);
  if (!charge?.orderId || !charge.order || !outcome) return NOTHING;
  const sent: SentCharge = {
    id: charge.id,
    orderId: charge.orderId,
    userId: charge.userId,
    amountCents: charge.amountCents,
    idempotencyKey: charge.idempotencyKey,
    providerPaymentMethodId: null,
    providerCustomerId: null,
    orderNumber: charge.order.number,
    outcome,
  };
  // A meal the kitchen added to a paid box: its own settlement (the box is paid already).
  if (isBoxEditKey(charge.idempotencyKey)) {
    return async (tx) => {
      await settleBoxEditCharge(tx, charge.id, "Meal added to your box", outcome, now);
    };
  }
  const weekStart = fromDateColumn(charge.order.week.startDate);
  const orderId = charge.orderId;
  return async (tx) => {
    await settleInTx(tx, [sent], [orderId], weekStart, now);
  };
}

function outcomeOf(state: PaymentState): ChargeOutcome | null {
  switch (state.status) {
    case "succeeded":
      return { ok: true, providerChargeId: state.providerChargeId };
    case "requires_action":
      return {
        ok: false,
        problem: "AUTHENTICATION_REQUIRED",
        message: AUTHENTICATION_MESSAGE,
        providerChargeId: state.providerChargeId,
      };
    case "failed": {
      const problem = state.problem ?? "DECLINED";
      return { ok: false, problem, message: CARD_MESSAGES[problem] };
    }
    default:
      return null; // processing: a later event says how it ended
  }
}
