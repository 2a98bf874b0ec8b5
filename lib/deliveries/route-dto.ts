// The shape of a day's delivery route, as GET /api/admin/deliveries and the page read it.
// Types only (client-safe).
import type { StopState } from "./stop-state";

export interface RouteStopDto {
  orderId: string;
  orderNumber: string;
  day: "MONDAY" | "THURSDAY";
  customer: string;
  phone: string | null;
  /** "1507-10 Queens Quay W, Toronto M5J 2R9", or null when the box has no address. */
  address: string | null;
  buzzer: string | null;
  instructions: string | null;
  window: string;
  meals: number;
  dishes: { name: string; quantity: number }[];
  state: StopState;
  stateLabel: string;
  onItsWayAt: string | null;
  markedAt: string | null;
  markedBy: string | null;
  /** Why it was last reported not delivered. */
  reason: string | null;
  decidedAt: string | null;
  decidedBy: string | null;
  creditCents: number;
  /** What the box would give back as credit if not delivered. */
  boxCreditCents: number;
  /** When the order became DELIVERED (marked, or assumed by the rollover). */
  deliveredAt: string | null;
  canMarkDelivered: boolean;
  canMarkNotDelivered: boolean;
  canDecide: boolean;
  /** Open kitchen exceptions on the box ("Account deactivated"): shown on the stop. */
  exceptions: string[];
}

export interface DeliveryRouteDto {
  week: string;
  day: "MONDAY" | "THURSDAY";
  /** The delivery date, "YYYY-MM-DD". */
  date: string;
  dateLabel: string;
  /** From this day on its stops may be started and marked. */
  dayHasCome: boolean;
  stops: RouteStopDto[];
  counts: Record<StopState, number>;
  /** Paid stops to deliver whose customer was not told yet that the box is on its way. */
  toTell: number;
  /** The first "on its way" of the day (the deliveries started). */
  startedAt: string | null;
  /** "1 box not paid yet: LK-… (payment failed)": not on the route, counted apart. */
  unpaid: string | null;
  /** "1 box held, not on the route until released: LK-…", or null. */
  held: string | null;
  /** Paid boxes with no delivery address: call the customer. */
  homeless: string[];
  /** Every stop delivered, credited or assumed: nothing is left for the day. */
  settled: boolean;
}
