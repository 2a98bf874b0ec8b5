// Words the rollover's notifications and mails share, in Toronto time.
import { formatDay, type IsoDate } from "@/lib/clock";
import { cardBrandLabel } from "@/lib/dashboard/payment-messages";
import { deliveryDate, windowLabel, type DeliveryDayValue } from "@/lib/delivery-schedule/windows";
import { env } from "@/lib/config/env";

export function weekLabel(weekStart: IsoDate): string {
  return `the week of ${formatDay(weekStart)}`;
}

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

export function cardLabel(card: { brand: string; last4: string } | null): string | null {
  return card ? `${cardBrandLabel(card.brand)} •••• ${card.last4}` : null;
}

export function appUrl(path: string): string {
  return new URL(path, env().APP_URL).toString();
}
