// When a paused plan may start again (spec §9: "Pausing is allowed from Thursday after the billing
// cycle"). Pure date rules in Toronto time, shared by the server check and the date picker.
import { DateTime } from "luxon";
import { remembered } from "@/lib/cache/remembered";
import {
  addWeeks,
  formatDay,
  fromIsoDate,
  orderDeadline,
  upcomingWeekStart,
  ZONE,
  type IsoDate,
} from "@/lib/clock";
import type { SubscriptionStatus } from "./transitions";

/** The longest pause we offer; a longer break is a cancellation. */
export const MAX_PAUSE_WEEKS = 26;

/**
 * The earliest resume date: the Thursday right after the upcoming week's order deadline, the day
 * the next billing cycle opens. A pause therefore always covers at least the upcoming week, the
 * first one not yet billed.
 */
export function earliestResumeDate(now: Date): IsoDate {
  return dayAfterDeadline(upcomingWeekStart(now));
}

export function latestResumeDate(now: Date): IsoDate {
  return weeksAfter(earliestResumeDate(now));
}

const weeksAfter = remembered(
  (day: IsoDate) => fromIsoDate(day).plus({ weeks: MAX_PAUSE_WEEKS }).toISODate() as IsoDate,
);

/** The Thursday a week's order deadline gives way to (each week's answer is remembered: the
 * account page lists 26 of them on every read). */
const dayAfterDeadline = remembered((weekStart: IsoDate) => {
  const deadline = orderDeadline(weekStart);
  return DateTime.fromMillis(deadline.getTime() + 1, { zone: ZONE }).toISODate() as IsoDate;
});

/** Why a resume date is refused, or null when it is allowed. */
export function resumeDateProblem(resumeOn: IsoDate, now: Date): string | null {
  const day = DateTime.fromISO(resumeOn, { zone: ZONE });
  if (!/^\d{4}-\d{2}-\d{2}$/.test(resumeOn) || !day.isValid) return "Enter a date as YYYY-MM-DD.";
  const earliest = earliestResumeDate(now);
  if (resumeOn < earliest) {
    return `Your plan can resume on ${formatDay(earliest)} at the earliest, after this week's billing cycle.`;
  }
  const latest = latestResumeDate(now);
  if (resumeOn > latest) {
    return `Choose a resume date on or before ${formatDay(latest)} (a pause lasts at most ${MAX_PAUSE_WEEKS} weeks).`;
  }
  return null;
}

/** The first delivery week after resuming on `resumeOn`: the week customers choose for that day. */
export const firstWeekAfterResume = remembered((resumeOn: IsoDate) =>
  upcomingWeekStart(fromIsoDate(resumeOn).toJSDate()),
);

/** True once the resume date has begun in Toronto. */
export function isResumeDue(resumeOn: IsoDate, now: Date): boolean {
  return now.getTime() >= fromIsoDate(resumeOn).toMillis();
}

/** The resume date that makes `weekStart` the first delivery week back: the Thursday its menu
 * opens for choosing (the day after the week before it closes). */
export function resumeDateForWeek(weekStart: IsoDate): IsoDate {
  return dayAfterDeadline(addWeeks(weekStart, -1));
}

export interface ResumeWeekChoice {
  /** The first delivery week back (a Monday). */
  weekStart: IsoDate;
  /** The resume date sent for it. */
  resumeOn: IsoDate;
}

/** Every week a pause starting now may end with, earliest first. */
export function resumeWeekChoices(now: Date): ResumeWeekChoice[] {
  const first = firstWeekAfterResume(earliestResumeDate(now));
  return Array.from({ length: MAX_PAUSE_WEEKS }, (_, i) => {
    const weekStart = addWeeks(first, i);
    return { weekStart, resumeOn: resumeDateForWeek(weekStart) };
  });
}

/**
 * The one rule for which delivery weeks a pause covers: with a resume date, every week before
 * the first week after it; without one, every week. The banner, the week tabs, the meal and skip
 * checks and the pause itself all ask this.
 */
export function isWeekPaused(
  plan: { status: SubscriptionStatus; resumeOn: IsoDate | null },
  weekStart: IsoDate,
): boolean {
  if (plan.status !== "PAUSED") return false;
  return !plan.resumeOn || weekStart < firstWeekAfterResume(plan.resumeOn);
}

/** The plan's status as one week sees it: the weeks after a pause's end are active already. */
export function planStatusForWeek(
  plan: { status: SubscriptionStatus; resumeOn: IsoDate | null },
  weekStart: IsoDate,
): SubscriptionStatus {
  return plan.status === "PAUSED" && !isWeekPaused(plan, weekStart) ? "ACTIVE" : plan.status;
}
