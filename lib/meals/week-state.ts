// What a customer can do with one delivery week, decided on the server from the clock, the plan
// and the week's order: the status shown, whether it is still editable, and whether the chef will
// pick the meals. Pure, so the rules are table-tested (week-state.test.ts).
import { isBeforeDeadline, type IsoDate } from "@/lib/clock";
import type { OrderStatus } from "@/lib/orders/transitions";
import type { SubscriptionStatus } from "@/lib/subscriptions/transitions";

/**
 * An order's status when the week has one; otherwise what the plan means for that week:
 * OPEN (no order yet, meals may be chosen), PAUSED, ON_HOLD, NO_PLAN (none or cancelled),
 * NOT_STARTED (before the plan's first week) or NONE (deadline passed with no order).
 */
export type WeekStatus = OrderStatus | "PAUSED" | "ON_HOLD" | "NO_PLAN" | "NOT_STARTED" | "NONE";

export interface WeekStateInput {
  weekStart: IsoDate;
  now: Date;
  subscription: { status: SubscriptionStatus; startsOn: IsoDate } | null;
  order: { status: OrderStatus; mealCount: number; chefSelected: boolean } | null;
  menuPublished: boolean;
}

export interface WeekState {
  status: WeekStatus;
  beforeDeadline: boolean;
  /** Meals may be chosen or changed and the week skipped or unskipped, now. */
  editable: boolean;
  /** Open, before the deadline, and no meals chosen: the chef will pick them at the deadline. */
  needsMeals: boolean;
  /** The chef picks (needsMeals) or picked (the rollover filled the order) this week's meals. */
  chefsChoice: boolean;
}

function statusOf(input: WeekStateInput, beforeDeadline: boolean): WeekStatus {
  const { order, subscription } = input;
  if (order) return order.status;
  if (!subscription || subscription.status === "CANCELLED") return "NO_PLAN";
  if (subscription.status === "PAUSED") return "PAUSED";
  if (subscription.status === "ON_HOLD") return "ON_HOLD";
  if (input.weekStart < subscription.startsOn) return "NOT_STARTED";
  return beforeDeadline ? "OPEN" : "NONE";
}

export function weekState(input: WeekStateInput): WeekState {
  const beforeDeadline = isBeforeDeadline(input.weekStart, input.now);
  const status = statusOf(input, beforeDeadline);
  const active = input.subscription?.status === "ACTIVE";
  const editable =
    beforeDeadline && active && input.menuPublished && (status === "OPEN" || status === "SKIPPED");
  const needsMeals =
    beforeDeadline && active && status === "OPEN" && (input.order?.mealCount ?? 0) === 0;
  return {
    status,
    beforeDeadline,
    editable,
    needsMeals,
    chefsChoice: needsMeals || Boolean(input.order?.chefSelected),
  };
}
