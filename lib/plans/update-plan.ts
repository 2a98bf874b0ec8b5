// Changes a plan's name, description, price or availability (admin). Existing subscriptions keep
// their plan row, so a price change applies to every order charged after it.
import { z } from "zod";
import { parseOrThrow } from "@/lib/api/validation";
import { invalidateCatalog } from "@/lib/cache/catalog";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { planSelect, toPlanDto, type PlanDto } from "./plan-dto";

export const updatePlanSchema = z
  .object({
    name: z.string().trim().min(1).max(80),
    description: z.string().trim().min(1).max(500),
    pricePerMealCents: z.number().int().min(100).max(10_000),
    active: z.boolean(),
  })
  .partial()
  .strict();

export type UpdatePlanInput = z.infer<typeof updatePlanSchema>;

export async function updatePlan(id: string, input: UpdatePlanInput): Promise<PlanDto> {
  const data = parseOrThrow(updatePlanSchema, input);
  const result = await db.plan.updateManyAndReturn({ where: { id }, data, select: planSelect });
  const plan = result[0];
  if (!plan) throw notFound("Plan");
  await invalidateCatalog("plans");
  return toPlanDto(plan);
}
