// What a box's receipt and Past orders call its size. A box resized for one week (12 meals for a
// week with guests, lib/meals/set-week-size.ts) points at the plan row of that size, whose name
// ("12 meals a week") is not the customer's plan: it reads "12 meals, this week only".
export function boxPlanName(
  plan: { name: string; mealsPerWeek: number },
  orderPlanId: string,
  subscriptionPlanId: string | null,
): string {
  return subscriptionPlanId && orderPlanId !== subscriptionPlanId
    ? `${plan.mealsPerWeek} meals, this week only`
    : plan.name;
}
