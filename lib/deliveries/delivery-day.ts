// Which delivery day /admin/deliveries opens on, and from when a day's stops may be started and
// marked: from that day on (Toronto), never before the box could have left the kitchen.
import type { DeliveryDay } from "@/generated/prisma/client";
import { torontoDay, weeksInKitchen, type IsoDate } from "@/lib/clock";
import { deliveryDate } from "@/lib/delivery-schedule/windows";

const DAYS: readonly DeliveryDay[] = ["MONDAY", "THURSDAY"];

/** Today's delivery day, else the next one of the weeks in the kitchen (their last as a fallback). */
export function defaultRouteDay(now: Date): { week: IsoDate; day: DeliveryDay } {
  const today = torontoDay(now);
  const days = weeksInKitchen(now).flatMap((week) => DAYS.map((day) => ({ week, day })));
  return days.find(({ week, day }) => deliveryDate(week, day) >= today) ?? days[days.length - 1];
}

/** The day has come in Toronto: its deliveries may start and its stops be marked. */
export function dayHasCome(week: IsoDate, day: DeliveryDay, now: Date): boolean {
  return torontoDay(now) >= deliveryDate(week, day);
}

/** The week's route a link should open: Monday's until Monday is over, then Thursday's. */
export function routeDayOf(week: IsoDate, now: Date): "monday" | "thursday" {
  return torontoDay(now) > deliveryDate(week, "MONDAY") ? "thursday" : "monday";
}
