// When a paused plan may start again (spec §9: "Pausing is allowed from Thursday after the billing
// cycle"). Pure date rules in Toronto time, shared by the server check and the date picker.
import { DateTime } from "luxon";
import { orderDeadline, upcomingWeekStart, ZONE, type IsoDate } from "@/lib/clock";

/** The longest pause we offer; a longer break is a cancellation. */
export const MAX_PAUSE_WEEKS = 26;

function startOfDay(day: IsoDate): DateTime {
  return DateTime.fromISO(day, { zone: ZONE }).startOf("day");
}

/**
 * The earliest resume date: the Thursday right after the upcoming week's order deadline, the day
 * the next billing cycle opens. A pause therefore always covers at least the upcoming week, the
 * first one not yet billed.
 */
export function earliestResumeDate(now: Date): IsoDate {
  const deadline = orderDeadline(upcomingWeekStart(now));
  return DateTime.fromMillis(deadline.getTime() + 1, { zone: ZONE }).toISODate() as IsoDate;
}

export function latestResumeDate(now: Date): IsoDate {
  return startOfDay(earliestResumeDate(now))
    .plus({ weeks: MAX_PAUSE_WEEKS })
    .toISODate() as IsoDate;
}

/** "Thursday, November 26" for messages. */
export function formatResumeDate(day: IsoDate): string {
  return startOfDay(day).toFormat("cccc, LLLL d");
}

/** Why a resume date is refused, or null when it is allowed. */
export function resumeDateProblem(resumeOn: IsoDate, now: Date): string | null {
  const day = DateTime.fromISO(resumeOn, { zone: ZONE });
  if (!/^\d{4}-\d{2}-\d{2}$/.test(resumeOn) || !day.isValid) return "Enter a date as YYYY-MM-DD.";
  const earliest = earliestResumeDate(now);
  if (resumeOn < earliest) {
    return `Your plan can resume on ${formatResumeDate(earliest)} at the earliest, after this week's billing cycle.`;
  }
  const latest = latestResumeDate(now);
  if (resumeOn > latest) {
    return `Choose a resume date on or before ${formatResumeDate(latest)} (a pause lasts at most ${MAX_PAUSE_WEEKS} weeks).`;
  }
  return null;
}

/** The first delivery week after resuming on `resumeOn`: the week customers choose for that day. */
export function firstWeekAfterResume(resumeOn: IsoDate): IsoDate {
  return upcomingWeekStart(startOfDay(resumeOn).toJSDate());
}

/** True once the resume date has begun in Toronto. */
export function isResumeDue(resumeOn: IsoDate, now: Date): boolean {
  return now.getTime() >= startOfDay(resumeOn).toMillis();
}
