// lib/clock's current and upcoming week, remembered until the instant the answer changes. Luxon's
// zone arithmetic costs 0.1–0.5 ms a call on these machines, too much for every catalog request,
// and the answer only changes at a week boundary (current) or at a deadline (upcoming).
import {
  addWeeks,
  currentWeekStart,
  deliveryWeek,
  orderDeadline,
  upcomingWeekStart,
  type IsoDate,
} from "@/lib/clock";

interface Span {
  value: IsoDate;
  /** Inclusive bounds, in epoch milliseconds. */
  from: number;
  until: number;
}

function remembered(compute: (now: Date) => Span): (now: Date) => IsoDate {
  let last: Span | undefined;
  return (now) => {
    const t = now.getTime();
    if (!last || t < last.from || t > last.until) last = compute(now);
    return last.value;
  };
}

/** Same as currentWeekStart(now). */
export const currentWeekStartAt = remembered((now) => {
  const week = deliveryWeek(currentWeekStart(now));
  return { value: week.startDate, from: week.startsAt.getTime(), until: week.endsAt.getTime() };
});

/** Same as upcomingWeekStart(now): week W is upcoming from just after W-1's deadline to W's. */
export const upcomingWeekStartAt = remembered((now) => {
  const value = upcomingWeekStart(now);
  return {
    value,
    from: orderDeadline(addWeeks(value, -1)).getTime() + 1,
    until: orderDeadline(value).getTime(),
  };
});
