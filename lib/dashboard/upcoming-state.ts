// The one rule for what the customer home says about the week being chosen now, and which
// button it offers (spec §2: "select meals" or "view meals", paused, skipped, on hold).
import type { DashboardAction, UpcomingState } from "./dto";

export interface UpcomingFacts {
  subscriptionStatus: "ACTIVE" | "PAUSED" | "ON_HOLD" | "CANCELLED" | null;
  orderStatus: string | null;
  mealsChosen: number;
}

export const MEALS_HREF = "/customer/meals";
export const PLAN_HREF = "/customer/account?tab=plan";
export const PAYMENT_HREF = "/customer/account?tab=payment";

export function upcomingState(facts: UpcomingFacts): UpcomingState {
  switch (facts.subscriptionStatus) {
    case null:
      return "NO_PLAN";
    case "CANCELLED":
      return "CANCELLED";
    case "ON_HOLD":
      return "ON_HOLD";
    case "PAUSED":
      return "PAUSED";
  }
  if (facts.orderStatus === "SKIPPED") return "SKIPPED";
  if (facts.orderStatus === "CANCELLED") return "SKIPPED";
  return facts.mealsChosen > 0 ? "MEALS_SELECTED" : "SELECT_MEALS";
}

export function upcomingAction(state: UpcomingState, weekStart: string): DashboardAction {
  const meals = `${MEALS_HREF}?week=${weekStart}`;
  switch (state) {
    case "SELECT_MEALS":
      return { label: "Select meals", href: meals };
    case "MEALS_SELECTED":
    case "SKIPPED":
      return { label: "View meals", href: meals };
    case "PAUSED":
      return { label: "Resume plan", href: MEALS_HREF };
    case "ON_HOLD":
      return { label: "Update payment method", href: PAYMENT_HREF };
    case "CANCELLED":
    case "NO_PLAN":
      return { label: "Choose a plan", href: PLAN_HREF };
  }
}
