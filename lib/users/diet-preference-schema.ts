// The diets a customer may keep to, each the dish tag that marks its dishes (lib/menus/dish-tags),
// as sent by the Plan tab and the sign-up funnel and checked by PUT /api/users/{userId}/diet.
// Client-safe: no server imports, so the forms and the menus filter with the same list.
import { z } from "zod";
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

export const UNKNOWN_DIET_MESSAGE = `Choose one of: ${DIETS.map((d) => d.label).join(", ")}, or none.`;

/** One diet, or null for none. */
export const dietPreferenceSchema = z.enum(DIET_IDS, { error: UNKNOWN_DIET_MESSAGE }).nullable();

export const dietPreferenceBodySchema = z.object({ dietPreference: dietPreferenceSchema });
export type DietPreferenceBody = z.output<typeof dietPreferenceBodySchema>;

/** What GET and PUT /api/users/{userId}/diet answer. */
export interface DietPreferenceDto {
  dietPreference: DietPreference | null;
}

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
