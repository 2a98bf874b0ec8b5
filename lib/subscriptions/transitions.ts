// The subscription state machine (DESIGN.md §3) in one place: every status change goes through
// nextSubscriptionStatus, which names the refusal when a move is not allowed.
import { AppError } from "@/lib/errors";

export const SUBSCRIPTION_STATUSES = ["ACTIVE", "PAUSED", "ON_HOLD", "CANCELLED"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Who asks: the customer (or an admin on their behalf) or the billing system itself. */
export type Actor = "customer" | "system";

type Rule = { to: SubscriptionStatus; by: readonly Actor[] };

const RULES: Record<SubscriptionStatus, readonly Rule[]> = {
  ACTIVE: [
    { to: "PAUSED", by: ["customer"] },
    { to: "CANCELLED", by: ["customer", "system"] },
    { to: "ON_HOLD", by: ["system"] },
  ],
  PAUSED: [
    { to: "ACTIVE", by: ["customer", "system"] },
    { to: "CANCELLED", by: ["customer", "system"] },
  ],
  // On hold after an unresolved payment failure: a new card (system) brings it back.
  ON_HOLD: [
    { to: "ACTIVE", by: ["system"] },
    { to: "CANCELLED", by: ["customer", "system"] },
  ],
  CANCELLED: [],
};

export function canTransition(from: SubscriptionStatus, to: SubscriptionStatus, actor: Actor) {
  return RULES[from].some((rule) => rule.to === to && rule.by.includes(actor));
}

export function nextSubscriptionStatus(
  from: SubscriptionStatus,
  to: SubscriptionStatus,
  actor: Actor,
): SubscriptionStatus {
  if (canTransition(from, to, actor)) return to;
  throw new AppError("CONFLICT", refusal(from, to));
}

function refusal(from: SubscriptionStatus, to: SubscriptionStatus): string {
  if (from === to) return `Your plan is already ${label(to)}.`;
  if (from === "CANCELLED") return "This plan is cancelled. Start a new plan to order again.";
  if (from === "ON_HOLD" && to === "ACTIVE")
    return "Your plan is on hold because of a payment problem. Update your card to resume it.";
  if (from === "ON_HOLD" && to === "PAUSED")
    return "Your plan is on hold because of a payment problem. Update your card first.";
  return `A ${label(from)} plan cannot be ${label(to)}.`;
}

function label(status: SubscriptionStatus): string {
  return { ACTIVE: "active", PAUSED: "paused", ON_HOLD: "on hold", CANCELLED: "cancelled" }[status];
}
