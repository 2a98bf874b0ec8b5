// The weekly plans: the more meals a week, the less each meal costs.

export interface PlanSeed {
  slug: string;
  name: string;
  description: string;
  mealsPerWeek: number;
  pricePerMealCents: number;
  sortOrder: number;
}

export const PLANS: PlanSeed[] = [
  {
    slug: "6-meals",
    name: "6 meals a week",
    description: "Lunches for the work week, with one to spare. Great for one person.",
    mealsPerWeek: 6,
    pricePerMealCents: 1399,
    sortOrder: 10,
  },
  {
    slug: "8-meals",
    name: "8 meals a week",
    description: "Our most popular plan: weekday lunches plus a few dinners off.",
    mealsPerWeek: 8,
    pricePerMealCents: 1299,
    sortOrder: 20,
  },
  {
    slug: "10-meals",
    name: "10 meals a week",
    description: "Lunch and dinner every weekday, or two people most nights.",
    mealsPerWeek: 10,
    pricePerMealCents: 1199,
    sortOrder: 30,
  },
  {
    slug: "12-meals",
    name: "12 meals a week",
    description: "The best price per meal. Ideal for couples and busy households.",
    mealsPerWeek: 12,
    pricePerMealCents: 1099,
    sortOrder: 40,
  },
];
