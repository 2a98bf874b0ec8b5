// Where one stop stands, from its row (lib/orders/delivery-stops.ts writes it) and its order, and
// what may happen to it next. Pure, so the rules are table-tested (stop-state.test.ts).
import type { DeliveryDecision, DeliveryMark, OrderStatus } from "@/generated/prisma/client";

export const STOP_STATES = [
  "pending",
  "redeliver",
  "delivered",
  "assumed",
  "not-delivered",
  "credited",
] as const;
/**
 * pending: not marked yet. redeliver: marked not delivered, the manager chose to bring it again
 * (back on the list). delivered: marked delivered. assumed: never marked, and the rollover took it
 * as delivered after its day (the fallback). not-delivered: waiting for the manager's decision.
 * credited: not delivered, its amount given back as account credit (settled).
 */
export type StopState = (typeof STOP_STATES)[number];

export interface StopFacts {
  mark: DeliveryMark | null;
  decision: DeliveryDecision | null;
}

export function stopState(
  stop: StopFacts | null,
  order: { status: OrderStatus; deliveryAssumed: boolean },
): StopState {
  if (stop?.mark === "DELIVERED") return "delivered";
  if (stop?.mark === "NOT_DELIVERED")
    return stop.decision === "CREDIT" ? "credited" : "not-delivered";
  if (stop?.decision === "REDELIVER") return "redeliver";
  if (order.status === "DELIVERED" && order.deliveryAssumed) return "assumed";
  return "pending";
}

/** A stop whoever delivers may still mark: never marked, set for redelivery, or only assumed. */
export function canMark(state: StopState, mark: DeliveryMark): boolean {
  if (state === "pending" || state === "redeliver") return true;
  // The rollover took it as delivered: a late "delivered" confirms it; "not delivered" would
  // contradict an order already closed (credit it from the customer's record instead).
  return state === "assumed" && mark === "DELIVERED";
}

/** Only a stop reported not delivered waits for the manager's decision. */
export const canDecide = (state: StopState): boolean => state === "not-delivered";

/** The stop is done with: the route needs nothing more from it. */
export const isSettled = (state: StopState): boolean =>
  state === "delivered" || state === "assumed" || state === "credited";

export const STOP_LABELS: Record<StopState, string> = {
  pending: "To deliver",
  redeliver: "To redeliver",
  delivered: "Delivered",
  assumed: "Assumed delivered (never marked)",
  "not-delivered": "Not delivered: manager to decide",
  credited: "Not delivered: credited",
};

/**
 * What a box not delivered gives back as credit: what the customer paid for the order (card,
 * gift balance and credit alike), shared by meals when a split order's other half went out.
 */
export function boxCreditCents(
  order: { totalCents: number; giftCents: number; creditCents: number },
  boxMeals: number,
  orderMeals: number,
): number {
  const paid = order.totalCents + order.giftCents + order.creditCents;
  if (orderMeals <= 0 || boxMeals >= orderMeals) return paid;
  return Math.round((paid * boxMeals) / orderMeals);
}
