// The funnel's steps in order, what each one needs to count as done, and where someone who
// skipped ahead belongs.
import { isCartComplete } from "./cart";
import type { FunnelState } from "./funnel-state";

export type StepId = "verify-delivery" | "plans" | "delivery" | "meal-selection" | "checkout";

export interface SignupStep {
  id: StepId;
  path: string;
  /** Short name for the progress indicator. */
  label: string;
  done: (state: FunnelState) => boolean;
}

export const SIGNUP_STEPS: readonly SignupStep[] = [
  {
    id: "verify-delivery",
    path: "/signup/verify-delivery",
    label: "Delivery area",
    done: (s) => Boolean(s.postalCode && s.city),
  },
  { id: "plans", path: "/signup/plans", label: "Plan", done: (s) => Boolean(s.plan) },
  {
    id: "delivery",
    path: "/signup/delivery",
    label: "Delivery",
    done: (s) => Boolean(s.deliveryDay && s.deliveryTime && s.firstDelivery),
  },
  {
    id: "meal-selection",
    path: "/signup/meal-selection",
    label: "Meals",
    done: (s) =>
      Boolean(
        s.plan &&
        s.firstDelivery &&
        s.cartWeekStart === s.firstDelivery.weekStart &&
        isCartComplete(s.cart, s.plan.mealsPerWeek, s.splitDelivery),
      ),
  },
  { id: "checkout", path: "/signup/checkout", label: "Checkout", done: () => false },
];

export function stepIndex(id: StepId): number {
  return SIGNUP_STEPS.findIndex((step) => step.id === id);
}

export function stepById(id: StepId): SignupStep {
  return SIGNUP_STEPS[stepIndex(id)];
}

/** The first step not done yet (checkout when everything before it is). */
export function firstIncompleteStep(state: FunnelState): SignupStep {
  return SIGNUP_STEPS.find((step) => !step.done(state)) ?? SIGNUP_STEPS[SIGNUP_STEPS.length - 1];
}

/**
 * Where someone opening `id` should be: null when every earlier step is done, otherwise the path
 * of the first earlier step that is not.
 */
export function redirectFor(id: StepId, state: FunnelState): string | null {
  if (state.completedOrderId) return successPath(state.completedOrderId);
  const index = stepIndex(id);
  const missing = SIGNUP_STEPS.slice(0, index).find((step) => !step.done(state));
  return missing ? missing.path : null;
}

export function successPath(orderId: string): string {
  return `/signup/success?order=${encodeURIComponent(orderId)}`;
}
