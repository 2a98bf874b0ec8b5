// Delivery days and time windows customers choose from, and the dates a choice leads to.
import { deliveryWeek, formatDay, upcomingWeekStart, addWeeks, type IsoDate } from "@/lib/clock";
import { DateTime } from "luxon";
import { remembered } from "@/lib/cache/remembered";

export const DELIVERY_DAYS = ["MONDAY", "THURSDAY"] as const;
export type DeliveryDayValue = (typeof DELIVERY_DAYS)[number];

export const DELIVERY_WINDOWS = [
  { id: "08-12", label: "8:00 AM – 12:00 PM" },
  { id: "12-16", label: "12:00 PM – 4:00 PM" },
  { id: "16-20", label: "4:00 PM – 8:00 PM" },
] as const;
export type DeliveryWindowId = (typeof DELIVERY_WINDOWS)[number]["id"];

export function windowLabel(id: string | null | undefined): string {
  return DELIVERY_WINDOWS.find((w) => w.id === id)?.label ?? "";
}

/** The calendar day a delivery lands on within its week. */
export function deliveryDate(weekStart: IsoDate, day: DeliveryDayValue): IsoDate {
  return day === "MONDAY" ? weekStart : thursdayOf(weekStart);
}

// Calendar arithmetic (no zone involved), remembered: every week on a screen asks again.
const thursdayOf = remembered(
  (weekStart: IsoDate) =>
    DateTime.fromISO(weekStart, { zone: "utc" }).plus({ days: 3 }).toISODate() as IsoDate,
);

export interface FirstDelivery {
  weekStart: IsoDate;
  deliveryDate: IsoDate;
  deliveryDateLabel: string;
  orderDeadline: string;
}

/**
 * A sign-up before Wednesday 11:59 PM Toronto is delivered in the upcoming week, after it in the
 * week after (upcomingWeekStart already moves at the deadline). `skipFirstWeek` starts a week later.
 */
export function firstDelivery(
  day: DeliveryDayValue,
  now: Date,
  skipFirstWeek = false,
): FirstDelivery {
  const upcoming = upcomingWeekStart(now);
  const weekStart = skipFirstWeek ? addWeeks(upcoming, 1) : upcoming;
  const date = deliveryDate(weekStart, day);
  return {
    weekStart,
    deliveryDate: date,
    deliveryDateLabel: formatDay(date),
    orderDeadline: deliveryWeek(weekStart).orderDeadline.toISOString(),
  };
}

/** "Monday, November 30, 4:00 PM – 8:00 PM" (both days for a split delivery). */
export function deliveryLabel(
  weekStart: IsoDate,
  day: DeliveryDayValue,
  split: boolean,
  time: string,
): string {
  const days = split
    ? `${formatDay(deliveryDate(weekStart, "MONDAY"))} and ${formatDay(deliveryDate(weekStart, "THURSDAY"))}`
    : formatDay(deliveryDate(weekStart, day));
  const window = windowLabel(time);
  return window ? `${days}, ${window}` : days;
}
