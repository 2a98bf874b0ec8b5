// Words and colours for a delivery week's status on the meals page.
import { DateTime } from "luxon";
import type { BadgeTone } from "@/components/ui/badge";
import type { IsoDate } from "@/lib/clock";
import { ZONE } from "@/lib/clock/labels";
import type { CustomerPlanDto, CustomerWeekDto, WeekStatus } from "@/lib/meals/dto";

/** "Nov 30" */
export function shortDay(day: IsoDate): string {
  return DateTime.fromISO(day, { zone: ZONE }).toFormat("LLL d");
}

/** "Monday, November 30" */
export function longDay(day: IsoDate): string {
  return DateTime.fromISO(day, { zone: ZONE }).toFormat("cccc, LLLL d");
}

/** The pause covers the week: every week before the one it resumes with (isWeekPaused). */
function pausedFor(
  weekStart: IsoDate,
  plan?: Pick<CustomerPlanDto, "status" | "resumesWeekStart"> | null,
): boolean {
  return (
    plan?.status === "PAUSED" &&
    (plan.resumesWeekStart === null || weekStart < plan.resumesWeekStart)
  );
}

/**
 * A week's badge. Weeks without a delivery for the same reason read the same (issue 27: a paused
 * plan's weeks read "Paused" or "Skipped" depending on whether an order row existed, and weeks
 * before the plan "Before your plan"): a week the pause skipped is "Paused", a week before the
 * plan starts "No delivery" like any other week without one (its sentence says why).
 */
export function statusBadge(
  week: Pick<CustomerWeekDto, "startDate" | "status" | "needsMeals" | "beforeDeadline"> &
    Partial<Pick<CustomerWeekDto, "order" | "box">>,
  plan?: Pick<CustomerPlanDto, "status" | "resumesWeekStart"> | null,
): {
  label: string;
  tone: BadgeTone;
} {
  // A box partly chosen (8 of a 12-meal week) is not "Meals chosen" (issue 38).
  const chosen = week.order?.items.reduce((n, i) => n + i.quantity, 0) ?? 0;
  const size = week.box?.mealsPerWeek ?? week.order?.mealsCount ?? 0;
  const open = week.needsMeals
    ? { label: "Choose meals", tone: "terracotta" as const }
    : chosen < size
      ? { label: `${chosen} of ${size} chosen`, tone: "amber" as const }
      : { label: "Meals chosen", tone: "green" as const };
  const byStatus: Record<WeekStatus, { label: string; tone: BadgeTone }> = {
    OPEN: week.beforeDeadline ? open : { label: "Being prepared", tone: "neutral" },
    SKIPPED: pausedFor(week.startDate, plan)
      ? { label: "Paused", tone: "amber" }
      : { label: "Skipped", tone: "amber" },
    LOCKED: { label: "Being prepared", tone: "neutral" },
    PAID: { label: "Paid", tone: "green" },
    PAYMENT_FAILED: { label: "Payment failed", tone: "red" },
    REQUIRES_ACTION: { label: "Confirm payment", tone: "red" },
    DELIVERED: { label: "Delivered", tone: "green" },
    CANCELLED: { label: "Cancelled", tone: "neutral" },
    PAUSED: { label: "Paused", tone: "amber" },
    ON_HOLD: { label: "On hold", tone: "red" },
    NO_PLAN: { label: "No plan", tone: "neutral" },
    NOT_STARTED: { label: "No delivery", tone: "neutral" },
    NONE: { label: "No delivery", tone: "neutral" },
  };
  return byStatus[week.status];
}

/** Why a week cannot be changed, in a sentence; null when it can. */
export function readOnlyReason(week: CustomerWeekDto, firstWeek: IsoDate | null): string | null {
  if (week.editable) return null;
  if (!week.beforeDeadline) {
    switch (week.status) {
      case "PAID":
        return "Paid and on its way to you.";
      case "DELIVERED":
        return "Delivered. Enjoy!";
      case "PAYMENT_FAILED":
        return "We couldn't charge your card for this week. Update your card to keep your delivery.";
      case "REQUIRES_ACTION":
        return "Your bank asks you to confirm this week's payment before we can deliver.";
      case "SKIPPED":
        return "You skipped this week. No delivery, no charge.";
      case "CANCELLED":
        return "This week's order was cancelled.";
      case "PAUSED":
      case "NONE":
        return "No delivery this week.";
      case "NOT_STARTED":
      case "NO_PLAN":
        return "No delivery this week.";
      default:
        return `Orders for this week closed on ${week.deadlineLabel}. Your meals are being prepared.`;
    }
  }
  switch (week.status) {
    case "PAUSED":
      return "Your plan is paused, so there's no delivery this week.";
    case "SKIPPED":
      return "Your plan is paused, so this week stays skipped.";
    case "ON_HOLD":
      return "Your plan is on hold because of a payment problem.";
    case "NO_PLAN":
      return "You don't have an active plan.";
    case "NOT_STARTED":
      return firstWeek
        ? `Your plan starts the week of ${longDay(firstWeek)}.`
        : "Your plan hasn't started yet.";
    default:
      return week.menu === null
        ? "The chef hasn't published this week's menu yet. Check back soon."
        : "This week can't be changed.";
  }
}
