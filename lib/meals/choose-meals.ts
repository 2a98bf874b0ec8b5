// PUT /api/users/{userId}/orders/week/{weekStart}: the meals (and split delivery) for one week.
// The rules are placeOrder's, shared with sign-up: the plan size, the week's menu, split delivery,
// and a 409 naming the deadline once it has passed.
import type { IsoDate } from "@/lib/clock";
import type { MealSelection } from "@/lib/orders/meal-selection";
import { orderFacts, saveWeekOrder } from "@/lib/orders/place-order";
import { rowStatusForWeek } from "@/lib/subscriptions/live-subscription";
import { oneWeekStatement, weekRowsOf } from "./customer-week-rows";
import { customerWeek } from "./customer-weeks";
import type { CustomerWeekDto } from "./dto";
import { assertPlanActive } from "./plan-gate";

export async function chooseWeekMeals(
  userId: string,
  weekStart: IsoDate,
  selection: MealSelection,
  now: Date,
): Promise<CustomerWeekDto> {
  // One read of the live plan, address and card serves the plan gate and the save; the save's
  // order is not re-read for an answer (the week below is the answer).
  const facts = await orderFacts(userId, weekStart);
  assertPlanActive(facts && rowStatusForWeek(facts, weekStart));
  // The answer's statement goes out with the save's COMMIT, in the same round trip.
  const { answer } = await saveWeekOrder(userId, { ...selection, weekStart }, now, facts, {
    answer: oneWeekStatement(userId, weekStart, now),
  });
  return customerWeek(userId, weekStart, now, answer ? weekRowsOf(answer.rows) : undefined);
}
