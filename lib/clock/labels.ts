// Calendar labels in Toronto time, with the browser's own Intl rather than luxon: the sign-up
// steps and the account show them, and luxon would add 22 kB (gzip) to those pages. The server
// uses these same functions (lib/clock re-exports them), so a label is written one way.
import { remembered } from "@/lib/cache/remembered";

export const ZONE = "America/Toronto";

const dayLabel = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

const deadlineParts = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  timeZone: ZONE,
});

/**
 * A calendar day "YYYY-MM-DD" as noon UTC, which names the same day in every zone it could be
 * read in; a day that does not exist ("2026-02-30") is refused rather than rolled over.
 */
export function calendarDayAtNoonUtc(day: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const date = match ? new Date(Date.UTC(+match[1], +match[2] - 1, +match[3], 12)) : null;
  if (!date || date.toISOString().slice(0, 10) !== day) {
    throw new RangeError(`Not a calendar day: ${day}`);
  }
  return date;
}

/** "Monday, November 30" for a calendar day "YYYY-MM-DD". */
export const formatDay = remembered((day: string): string =>
  dayLabel.format(calendarDayAtNoonUtc(day)),
);

const deadlineLabels = remembered((ms: number): string => {
  const parts = deadlineParts.formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? "";
  // Assembled from parts: ICU versions differ in the separators (a narrow no-break space before
  // "PM" in newer ones), and the label is quoted word for word in mail and tests.
  return `${part("weekday")}, ${part("month")} ${part("day")} at ${part("hour")}:${part("minute")} ${part("dayPeriod").toUpperCase()}`;
});

/** "Wednesday, November 25 at 11:59 PM" in Toronto time. */
export function formatDeadline(instant: Date): string {
  return deadlineLabels(instant.getTime());
}

/** "Thursday, November 26, 9:13 AM" in Toronto time: an instant in a sentence ("until …"). */
export function formatMoment(instant: Date): string {
  return formatDeadline(instant).replace(" at ", ", ");
}
