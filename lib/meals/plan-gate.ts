// The refusal when a week cannot be changed because of the plan's state (not its deadline).
import { AppError } from "@/lib/errors";

type PlanStatus = "ACTIVE" | "PAUSED" | "ON_HOLD" | "CANCELLED";

/** Throws a 409 unless the plan is active, naming what to do instead. */
export function assertPlanActive(status: PlanStatus | null | undefined): void {
  if (status === "ACTIVE") return;
  const message =
    status === "PAUSED"
      ? "Your plan is paused. Resume it to choose meals or skip weeks."
      : status === "ON_HOLD"
        ? "Your plan is on hold because of a payment problem. Update your card to resume it."
        : "You don't have an active plan. Choose a plan to order meals.";
  throw new AppError("CONFLICT", message);
}
