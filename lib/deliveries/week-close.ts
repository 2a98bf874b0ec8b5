// Whether a delivery week is closed: locked at its deadline, and every stop of both its days
// settled (delivered, credited, or assumed by the rollover) with no box held. Boxes never paid do
// not keep a week open (they never go out; the three-day rule cancels them); they are named apart.
// Read by the admin home's week cards and the Reports, from the same routes /admin/deliveries shows.
import { dateColumn, isBeforeDeadline, type IsoDate } from "@/lib/clock";
import { db } from "@/lib/db";
import { dayHasCome } from "./delivery-day";
import { deliveryRoute } from "./route-stops";
import { isSettled } from "./stop-state";
import { plural } from "./boxes";

export interface WeekClose {
  /** open: before its deadline; cooking: locked, before its first delivery day. */
  state: "open" | "cooking" | "delivering" | "closed";
  stops: number;
  settled: number;
  /** Stops reported not delivered, waiting for the manager's decision. */
  toDecide: number;
  /** Boxes held (off the route until released). */
  held: number;
  /** What a person reads: "Closed: all 3 stops delivered or settled." */
  words: string;
}

export async function weekClose(week: IsoDate, now: Date): Promise<WeekClose> {
  if (isBeforeDeadline(week, now)) {
    return {
      state: "open",
      stops: 0,
      settled: 0,
      toDecide: 0,
      held: 0,
      words: "Open for orders until its deadline.",
    };
  }
  const [monday, thursday, held] = await Promise.all([
    deliveryRoute(week, "MONDAY", now),
    deliveryRoute(week, "THURSDAY", now),
    db.weeklyOrder.count({
      where: {
        week: { startDate: dateColumn(week) },
        heldAt: { not: null },
        status: { notIn: ["SKIPPED", "CANCELLED"] },
      },
    }),
  ]);
  const days = [monday, thursday];
  const stops = days.flatMap((d) => d.stops);
  const settled = stops.filter((s) => isSettled(s.state)).length;
  const toDecide = stops.filter((s) => s.state === "not-delivered").length;
  const closed = settled === stops.length && held === 0;
  const left = [
    stops.length - settled - toDecide > 0
      ? `${plural(stops.length - settled - toDecide, "stop", "stops")} to deliver`
      : null,
    toDecide > 0 ? `${plural(toDecide, "stop", "stops")} not delivered, to decide` : null,
    held > 0 ? `${plural(held, "box", "boxes")} held` : null,
  ].filter(Boolean);
  const words = closed
    ? stops.length === 0
      ? "Closed: nothing to deliver."
      : `Closed: all ${plural(stops.length, "stop", "stops")} delivered or settled.`
    : `${settled} of ${plural(stops.length, "stop", "stops")} done; ${left.join(", ")}.`;
  return {
    state: closed ? "closed" : dayHasCome(week, "MONDAY", now) ? "delivering" : "cooking",
    stops: stops.length,
    settled,
    toDecide,
    held,
    words,
  };
}
