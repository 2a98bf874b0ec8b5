// When a gift card's mail goes out: 8:00 AM Toronto on the day the buyer chose (a morning, so it
// is there when the recipient wakes, never at midnight), from today up to a year ahead. A day
// chosen for today after 8:00 AM goes out at once.
import { AppError } from "@/lib/errors";
import { fromIsoDate, torontoDay, type IsoDate } from "@/lib/clock";
import { DELIVERY_DAYS_AHEAD, DELIVERY_HOUR, GIFT_CARD_MESSAGES } from "./rules";

export function sendAtOf(deliverOn: IsoDate): Date {
  return fromIsoDate(deliverOn).set({ hour: DELIVERY_HOUR }).toJSDate();
}

/** The first and last day a buyer may choose at `now`. */
export function deliveryDayRange(now: Date): { first: IsoDate; last: IsoDate } {
  const first = torontoDay(now);
  const last = fromIsoDate(first).plus({ days: DELIVERY_DAYS_AHEAD }).toISODate() as IsoDate;
  return { first, last };
}

export function assertDeliveryDay(deliverOn: IsoDate, now: Date): void {
  const { first, last } = deliveryDayRange(now);
  // ISO days compare as text.
  if (deliverOn < first || deliverOn > last) {
    throw new AppError("VALIDATION", GIFT_CARD_MESSAGES.deliverOn, {
      errors: [{ property: "deliverOn", constraints: { inRange: GIFT_CARD_MESSAGES.deliverOn } }],
    });
  }
}
