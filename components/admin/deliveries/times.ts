// Instants on the deliveries screen, in Toronto time: "6:42 PM" on the route's own day, with the
// day in front otherwise ("Tuesday, December 8, 9:05 AM"). Client-safe (the browser's Intl).
import { formatMoment, ZONE } from "@/lib/clock/labels";

const clock = new Intl.DateTimeFormat("en-US", {
  hour: "numeric",
  minute: "2-digit",
  timeZone: ZONE,
});
const calendarDay = new Intl.DateTimeFormat("en-CA", { timeZone: ZONE });

/** `iso` as its time of day when it falls on `day` ("YYYY-MM-DD", Toronto), else with its day. */
export function stopTime(iso: string, day: string): string {
  const instant = new Date(iso);
  return calendarDay.format(instant) === day ? clock.format(instant) : formatMoment(instant);
}
