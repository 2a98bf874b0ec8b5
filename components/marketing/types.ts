// The shapes the storefront reads (structurally compatible with lib/plans and lib/delivery-area).

export interface PlanSummary {
  id: string;
  slug: string;
  name: string;
  description: string;
  mealsPerWeek: number;
  pricePerMealCents: number;
  pricePerWeekCents: number;
}

export interface DeliveryCity {
  name: string;
  postalPrefixes: string[];
}
