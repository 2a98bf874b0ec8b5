// PUT /api/users/{userId}/orders/week/{weekStart}: the meals (and split delivery) for one week.
// The rules are placeOrder's, shared with sign-up: the plan size, the week's menu, split delivery,
// and a 409 naming the deadline once it has passed.
import type { IsoDate } from "@/lib/clock";
import type { MealSelection } from "@/lib/orders/meal-selection";
import { placeOrder } from "@/lib/orders/place-order";
import { customerWeek } from "./customer-weeks";
import type { CustomerWeekDto } from "./dto";
import { livePlanStatusForWeek } from "@/lib/subscriptions/live-subscription";
import { assertPlanActive } from "./plan-gate";

export async function chooseWeekMeals(
  userId: string,
  weekStart: IsoDate,
  selection: MealSelection,
  now: Date,
): Promise<CustomerWeekDto> {
  assertPlanActive(await livePlanStatusForWeek(userId, weekStart));
  await placeOrder(userId, { ...selection, weekStart }, now);
  return customerWeek(userId, weekStart, now);
}
