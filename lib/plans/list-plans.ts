// The plans a customer can pick, smallest first, served from the catalog cache.
import { cached, catalogKeys } from "@/lib/cache/catalog";
import { db } from "@/lib/db";
import { planSelect, toPlanDto, type PlanDto } from "./plan-dto";

export type { PlanDto } from "./plan-dto";

export function listPlans(): Promise<PlanDto[]> {
  return cached(catalogKeys.plans(), async () => {
    const plans = await db.plan.findMany({
      where: { active: true },
      orderBy: [{ sortOrder: "asc" }, { mealsPerWeek: "asc" }, { id: "asc" }],
      select: planSelect,
    });
    return plans.map(toPlanDto);
  });
}
