"use client";
// Puts a plan in the sign-up funnel: from the plans step, or carried from a plan button on the
// home page (/signup/verify-delivery?plan=<slug>). Split delivery stays on only if the size allows.
import { splitDeliveryAvailability } from "@/lib/orders/meal-selection-rules";
import type { PlanDto } from "./api-types";
import { toSingleCart } from "./cart";
import { updateFunnel } from "./funnel-store";

export function choosePlan(plan: PlanDto) {
  updateFunnel((s) => {
    const split = splitDeliveryAvailability(plan.mealsPerWeek).available && s.splitDelivery;
    return {
      ...s,
      plan: {
        id: plan.id,
        slug: plan.slug,
        name: plan.name,
        mealsPerWeek: plan.mealsPerWeek,
        pricePerMealCents: plan.pricePerMealCents,
        pricePerWeekCents: plan.pricePerWeekCents,
      },
      splitDelivery: split,
      cart: split ? s.cart : toSingleCart(s.cart),
    };
  });
}
