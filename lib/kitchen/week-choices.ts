// The delivery weeks the kitchen's pages offer in their week picker: six weeks back to three
// ahead of this one, plus the chosen one, each noted "in the kitchen", "this week" or "upcoming".
import {
  addWeeks,
  currentWeekStart,
  kitchenWeekStart,
  upcomingWeekStart,
  type IsoDate,
} from "@/lib/clock";

export interface WeekChoice {
  weekStart: IsoDate;
  /** "in the kitchen", "this week", "upcoming" or nothing. */
  note: string;
}

export function kitchenWeekChoices(now: Date, chosen: IsoDate): WeekChoice[] {
  const kitchen = kitchenWeekStart(now);
  const current = currentWeekStart(now);
  const upcoming = upcomingWeekStart(now);
  const starts = Array.from({ length: 10 }, (_, i) => addWeeks(current, i - 6));
  if (!starts.includes(chosen)) starts.push(chosen);
  return starts.map((w) => ({
    weekStart: w,
    note:
      w === kitchen
        ? "in the kitchen"
        : w === current
          ? "this week"
          : w === upcoming
            ? "upcoming"
            : "",
  }));
}
