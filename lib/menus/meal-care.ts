// How every meal is stored and heated (spec §9: "Meals are best eaten within 4-5 days; microwave
// 2 minutes 30 seconds; oven 12 minutes at 350F; about 14 ounces ... per meal"). One place, so the
// dish details and any other screen say the same thing.

export const MEAL_CARE = {
  portion: "About 14 oz",
  bestWithin: "Best eaten within 4–5 days",
  microwave: "2 minutes 30 seconds",
  oven: "12 minutes at 350°F",
} as const;
