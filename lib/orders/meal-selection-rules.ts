// The meal-choice limits and the split-delivery size rule, without zod: the sign-up screens import
// them, and lib/orders/meal-selection.ts builds the server's schema and checks from them.

export const SPLIT_DELIVERY_MIN_MEALS = 8;
export const MAX_MEALS_PER_DISH = 12;
/** Which delivery a chosen meal goes on: the only one, or a half of a split delivery. */
export const MEAL_SLOTS = ["SINGLE", "MONDAY", "THURSDAY"] as const;
export type MealSlot = (typeof MEAL_SLOTS)[number];

export function splitDeliveryAvailability(mealsPerWeek: number): {
  available: boolean;
  reason?: string;
} {
  if (mealsPerWeek >= SPLIT_DELIVERY_MIN_MEALS && mealsPerWeek % 2 === 0)
    return { available: true };
  return {
    available: false,
    reason: `Split delivery needs a plan of ${SPLIT_DELIVERY_MIN_MEALS} or more meals, so each delivery gets half.`,
  };
}
