// The delivery days and time windows customers choose from: plain lists, no date library, so
// every sign-up step can import them.
import { remembered } from "@/lib/cache/remembered";
import { calendarDayAtNoonUtc } from "@/lib/clock/labels";

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

// Calendar arithmetic (no zone involved), remembered: every week on a screen asks again.
const thursdayOf = remembered((weekStart: string): string => {
  const monday = calendarDayAtNoonUtc(weekStart);
  return new Date(monday.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
});

/** The calendar day ("YYYY-MM-DD") a delivery lands on within the week starting that Monday. */
export function deliveryDate(weekStart: string, day: DeliveryDayValue): string {
  return day === "MONDAY" ? weekStart : thursdayOf(weekStart);
}
