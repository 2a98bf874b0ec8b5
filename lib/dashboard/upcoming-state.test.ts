import { upcomingAction, upcomingState, type UpcomingFacts } from "./upcoming-state";

const facts = (over: Partial<UpcomingFacts>): UpcomingFacts => ({
  subscriptionStatus: "ACTIVE",
  orderStatus: "OPEN",
  mealsChosen: 0,
  ...over,
});

test.each([
  [{ subscriptionStatus: null }, "NO_PLAN", "Choose a plan"],
  [{ subscriptionStatus: "CANCELLED" }, "CANCELLED", "Choose a plan"],
  [{ subscriptionStatus: "ON_HOLD", mealsChosen: 8 }, "ON_HOLD", "Update payment method"],
  [{ subscriptionStatus: "PAUSED" }, "PAUSED", "Resume plan"],
  [{ orderStatus: "SKIPPED", mealsChosen: 8 }, "SKIPPED", "View meals"],
  [{ orderStatus: "OPEN", mealsChosen: 8 }, "MEALS_SELECTED", "View meals"],
  [{ orderStatus: "OPEN", mealsChosen: 0 }, "SELECT_MEALS", "Select meals"],
  [{ orderStatus: null }, "SELECT_MEALS", "Select meals"],
] as const)("%j → %s with %s", (over, state, label) => {
  const result = upcomingState(facts(over as Partial<UpcomingFacts>));
  expect(result).toBe(state);
  expect(upcomingAction(result, "2026-11-30").label).toBe(label);
});

test("meal buttons go to the meals page for that week", () => {
  expect(upcomingAction("SELECT_MEALS", "2026-11-30").href).toBe("/customer/meals?week=2026-11-30");
  expect(upcomingAction("ON_HOLD", "2026-11-30").href).toBe("/customer/account?tab=payment");
});
