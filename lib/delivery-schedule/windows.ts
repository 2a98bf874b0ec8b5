// The dates a delivery choice leads to. The days and windows to choose from are in
// delivery-days.ts (re-exported here), which the sign-up steps import without luxon.
import { deliveryWeek, formatDay, upcomingWeekStart, addWeeks, type IsoDate } from "@/lib/clock";
import { deliveryDate, windowLabel, type DeliveryDayValue } from "./delivery-days";

export {
  DELIVERY_DAYS,
  deliveryDate,
  DELIVERY_WINDOWS,
  windowLabel,
  type DeliveryDayValue,
  type DeliveryWindowId,
} from "./delivery-days";

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
