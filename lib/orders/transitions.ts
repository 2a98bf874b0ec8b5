// The weekly order state machine (DESIGN.md §3): OPEN and SKIPPED until the deadline, then the
// rollover locks, charges and delivers.
import { AppError } from "@/lib/errors";

export const ORDER_STATUSES = [
  "OPEN",
  "SKIPPED",
  "LOCKED",
  "PAID",
  "REQUIRES_ACTION",
  "PAYMENT_FAILED",
  "DELIVERED",
  "CANCELLED",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  OPEN: ["SKIPPED", "LOCKED", "CANCELLED"],
  SKIPPED: ["OPEN", "CANCELLED"],
  LOCKED: ["PAID", "REQUIRES_ACTION", "PAYMENT_FAILED", "CANCELLED"],
  // The bank wants the customer to confirm: confirmed it is paid, refused it failed; unconfirmed
  // for 3 days it is cancelled (the plan goes on hold).
  REQUIRES_ACTION: ["PAID", "PAYMENT_FAILED", "CANCELLED"],
  // A retried charge (new card or the daily retry) can still succeed, or need the customer to
  // confirm it; unresolved for 3 days the order is cancelled.
  PAYMENT_FAILED: ["PAID", "REQUIRES_ACTION", "CANCELLED"],
  PAID: ["DELIVERED"],
  DELIVERED: [],
  CANCELLED: [],
};

/** Statuses a customer may still change (before the deadline). */
export const EDITABLE: readonly OrderStatus[] = ["OPEN", "SKIPPED"];

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** Every status the table lets become `to`: the "from" states of a bulk move (bulk-moves.ts). */
export function statesThatMayBecome(to: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((from) => canMoveOrder(from, to));
}

export function nextOrderStatus(from: OrderStatus, to: OrderStatus): OrderStatus {
  if (canMoveOrder(from, to)) return to;
  throw new AppError(
    "CONFLICT",
    `An order that is ${from.toLowerCase().replaceAll("_", " ")} cannot become ${to.toLowerCase().replaceAll("_", " ")}.`,
  );
}
