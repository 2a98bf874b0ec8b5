// The public shape of a plan: what the plan picker, checkout and the API show.

export interface PlanDto {
  id: string;
  slug: string;
  name: string;
  description: string;
  mealsPerWeek: number;
  pricePerMealCents: number;
  pricePerWeekCents: number;
}

interface PlanRow {
  id: string;
  slug: string;
  name: string;
  description: string;
  mealsPerWeek: number;
  pricePerMealCents: number;
}

export const planSelect = {
  id: true,
  slug: true,
  name: true,
  description: true,
  mealsPerWeek: true,
  pricePerMealCents: true,
} as const;

export function toPlanDto(plan: PlanRow): PlanDto {
  return {
    id: plan.id,
    slug: plan.slug,
    name: plan.name,
    description: plan.description,
    mealsPerWeek: plan.mealsPerWeek,
    pricePerMealCents: plan.pricePerMealCents,
    pricePerWeekCents: plan.mealsPerWeek * plan.pricePerMealCents,
  };
}
