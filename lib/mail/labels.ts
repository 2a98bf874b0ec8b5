// Words the notifications and mails share (the rollover's, payments', reminders'), in Toronto time.
export { deliveryLabel } from "@/lib/delivery-schedule/windows";
import { formatDay, type IsoDate } from "@/lib/clock";
import { cardBrandLabel } from "@/lib/format/card-brand";
import { env } from "@/lib/config/env";

export function weekLabel(weekStart: IsoDate): string {
  return `the week of ${formatDay(weekStart)}`;
}

export function cardLabel(card: { brand: string; last4: string } | null): string | null {
  return card ? `${cardBrandLabel(card.brand)} •••• ${card.last4}` : null;
}

export function appUrl(path: string): string {
  return new URL(path, env().APP_URL).toString();
}
