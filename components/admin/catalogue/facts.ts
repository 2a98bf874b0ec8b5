// The facts a dish and an add-on share (name, description, nutrition, ingredients, allergens,
// photo), as their admin forms start them: from the saved item, or empty for a new one.
import type { Allergen } from "@/lib/menus/allergens";
import type { NutritionValues } from "./nutrition-fields";

export interface CatalogueFacts extends NutritionValues {
  name: string;
  description: string;
  ingredients: string;
  allergens: Allergen[];
  imageUrl: string;
}

/** Their names, for a refusal's messages to land on the fields (applyServerErrors). */
export const FACT_FIELDS = [
  "name",
  "description",
  "protein",
  "carbs",
  "fat",
  "calories",
  "ingredients",
  "allergens",
  "imageUrl",
] as const satisfies readonly (keyof CatalogueFacts)[];

export const EMPTY_FACTS: CatalogueFacts = {
  name: "",
  description: "",
  protein: 0,
  carbs: 0,
  fat: 0,
  calories: 0,
  ingredients: "",
  allergens: [],
  imageUrl: "",
};

/** A saved item's facts (its allergens were checked against the list when it was saved). */
export function factsOf(item: Omit<CatalogueFacts, "allergens"> & { allergens: string[] }) {
  return {
    name: item.name,
    description: item.description,
    protein: item.protein,
    carbs: item.carbs,
    fat: item.fat,
    calories: item.calories,
    ingredients: item.ingredients,
    allergens: item.allergens as Allergen[],
    imageUrl: item.imageUrl,
  } satisfies CatalogueFacts;
}
