// Small display helpers shared by the account tabs.
import { DateTime } from "luxon";
import type { BadgeTone } from "@/components/ui/badge";
import type { IsoDate } from "@/lib/clock";
import { ZONE } from "@/lib/clock/labels";
import type { CustomerAccountDto } from "@/lib/account/dto";

export function dayLabel(day: IsoDate): string {
  return DateTime.fromISO(day, { zone: ZONE }).toFormat("cccc, LLLL d, yyyy");
}

export function instantLabel(iso: string): string {
  return DateTime.fromISO(iso).setZone(ZONE).toFormat("LLLL d, yyyy");
}

export function deliveryDayName(day: "MONDAY" | "THURSDAY" | null): string {
  return day === "MONDAY" ? "Monday" : day === "THURSDAY" ? "Thursday" : "Not chosen";
}

export function planStatusBadge(status: string | undefined): { label: string; tone: BadgeTone } {
  switch (status) {
    case "ACTIVE":
      return { label: "Active", tone: "green" };
    case "PAUSED":
      return { label: "Paused", tone: "amber" };
    case "ON_HOLD":
      return { label: "On hold", tone: "red" };
    default:
      return { label: "Cancelled", tone: "neutral" };
  }
}

export function cardLabel(card: NonNullable<CustomerAccountDto["card"]>): string {
  const brand = card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  return `${brand} ending in ${card.last4}`;
}

export function expiryLabel(card: { expMonth: number; expYear: number }): string {
  return `${String(card.expMonth).padStart(2, "0")}/${String(card.expYear % 100).padStart(2, "0")}`;
}

export const PROBLEM_TEXT: Record<string, string> = {
  EXPIRING_SOON: "This card expires soon. Add a new one to keep your deliveries coming.",
  INSUFFICIENT_FUNDS:
    "Your last charge failed for insufficient funds. Please use a different card.",
  DECLINED: "Your last charge was declined. Please use a different card.",
  EXPIRED: "This card has expired. Please add a new one.",
};
