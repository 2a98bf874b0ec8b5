// What the kitchen's lists (lib/reports) and the delivery route (this folder) agree on: which day a
// box's meals go out, which boxes are paid, how a box's payment and address read, and route
// order. One copy, so the Reports' delivery list and /admin/deliveries never disagree. Pure.
import type { DeliveryDay, OrderStatus } from "@/generated/prisma/client";

/** A box is paid once its charge succeeded (delivered boxes were paid first). */
export const PAID_BOX_STATUSES = ["PAID", "DELIVERED"] as const satisfies readonly OrderStatus[];

export const isPaidBox = (status: OrderStatus): boolean =>
  (PAID_BOX_STATUSES as readonly OrderStatus[]).includes(status);

/**
 * The one definition of "goes out this week" (issue 38): a box is cooked, packed, labelled,
 * routed and counted when it is paid and not held. Every list, sheet, label, route and count
 * uses it; a box not paid yet is shown apart and marked, and a held one is named apart.
 */
export const goesOut = (box: { status: OrderStatus; heldAt?: Date | null }): boolean =>
  isPaidBox(box.status) && !box.heldAt;

/** A box that is not going out yet, as the lists mark it: "Not paid yet (payment failed)". */
export const notGoingOutLabel = (status: OrderStatus): string =>
  `Not paid yet (${PAYMENT[status].toLowerCase()})`;

/** A box's payment as the kitchen reads it. */
export const PAYMENT: Record<OrderStatus, string> = {
  PAID: "Paid",
  DELIVERED: "Paid",
  OPEN: "Not charged yet (open)",
  LOCKED: "Being charged",
  REQUIRES_ACTION: "Waiting for the bank",
  PAYMENT_FAILED: "Payment failed",
  SKIPPED: "Skipped",
  CANCELLED: "Cancelled",
};

/** The day a meal goes out: its half for a split order, else the order's day. */
export const itemDay = (order: { deliveryDay: DeliveryDay }, slot: string): DeliveryDay =>
  slot === "SINGLE" ? order.deliveryDay : (slot as DeliveryDay);

/** The days a box goes out on (Monday first): one, or two for a split order with both halves. */
export function boxDays(order: {
  deliveryDay: DeliveryDay;
  items: readonly { slot: string }[];
}): DeliveryDay[] {
  const days = new Set(order.items.map((item) => itemDay(order, item.slot)));
  return (["MONDAY", "THURSDAY"] as const).filter((day) => days.has(day));
}

export interface RouteAddress {
  street: string;
  unit: string | null;
  city: string;
  postalCode: string;
}

export const addressLine = (a: RouteAddress) =>
  `${a.unit ? `${a.unit}-` : ""}${a.street}, ${a.city} ${a.postalCode}`;

export const NO_ADDRESS = "No address: call the customer";

/** Route order: by city, then postal code (a box with no address last), then order number. */
export function byRoute(
  a: { address: Pick<RouteAddress, "city" | "postalCode"> | null; number: string },
  b: { address: Pick<RouteAddress, "city" | "postalCode"> | null; number: string },
): number {
  if (!a.address || !b.address) {
    return Number(!a.address) - Number(!b.address) || a.number.localeCompare(b.number);
  }
  return (
    a.address.city.localeCompare(b.address.city) ||
    a.address.postalCode.localeCompare(b.address.postalCode) ||
    a.number.localeCompare(b.number)
  );
}

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "1 box not paid yet: LK-1000004 (payment failed)", or null when every box is paid or held. */
export function notPaidBoxes(
  orders: readonly { number: string; status: OrderStatus; heldAt?: Date | null }[],
) {
  const unpaid = orders.filter((o) => !isPaidBox(o.status) && !o.heldAt);
  if (unpaid.length === 0) return null;
  const NAMED = 5;
  const named = unpaid
    .slice(0, NAMED)
    .map((o) => `${o.number} (${PAYMENT[o.status].toLowerCase()})`)
    .join(", ");
  const more = unpaid.length > NAMED ? ` and ${unpaid.length - NAMED} more` : "";
  return `${plural(unpaid.length, "box", "boxes")} not paid yet: ${named}${more}`;
}

/**
 * "2 boxes held, not on this list until released: LK-1000004, LK-1000009", or null. A box the
 * kitchen holds (lib/orders/hold-box.ts) is off the lists and the route until released.
 */
export function heldBoxes(
  orders: readonly { number: string; heldAt?: Date | null }[],
  where = "not on this list",
): string | null {
  const held = orders.filter((o) => o.heldAt);
  if (held.length === 0) return null;
  const NAMED = 5;
  const named = held
    .slice(0, NAMED)
    .map((o) => o.number)
    .join(", ");
  const more = held.length > NAMED ? ` and ${held.length - NAMED} more` : "";
  return `${plural(held.length, "box", "boxes")} held, ${where} until released: ${named}${more}`;
}
