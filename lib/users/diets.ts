// The diets a customer may keep to, each the dish tag that marks its dishes (lib/menus/dish-tags),
// and the rule that a dish fits one. Plain data with no zod, so the public menu's bundle carries
// only this; the request schemas are diet-preference-schema.ts'.
import type { DishTag } from "@/lib/menus/dish-tags";

export const DIETS = [
  { id: "VEGETARIAN", label: "Vegetarian", tag: "Vegetarian" },
  { id: "HIGH_PROTEIN", label: "High-protein", tag: "High protein" },
  { id: "CALORIE_SMART", label: "Calorie-smart", tag: "Calorie-smart" },
  { id: "GLUTEN_FREE", label: "Gluten-free", tag: "Gluten-free" },
  { id: "DAIRY_FREE", label: "Dairy-free", tag: "Dairy-free" },
] as const satisfies readonly { id: string; label: string; tag: DishTag }[];

export type DietPreference = (typeof DIETS)[number]["id"];
export const DIET_IDS = DIETS.map((diet) => diet.id) as [DietPreference, ...DietPreference[]];

export function dietOf(id: DietPreference) {
  return DIETS.find((diet) => diet.id === id) ?? DIETS[0];
}

/** The dish tag a diet keeps to (none: every dish fits). */
export function dietTag(id: DietPreference | null | undefined): DishTag | null {
  return id ? dietOf(id).tag : null;
}

/** Whether a dish fits the diet (any dish fits no diet). */
export function fitsDiet(dish: { tags: readonly string[] }, id: DietPreference | null | undefined) {
  const tag = dietTag(id);
  return tag === null || dish.tags.includes(tag);
}
