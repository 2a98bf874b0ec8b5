// The dish form, shared by the admin screen and the create/edit calls: every meal fact a card,
// nutrition panel and receipt shows.
import { z } from "zod";
import { ALLERGENS, type Allergen } from "./allergens";
import { CALORIE_SMART_MAX_KCAL, DISH_TAGS, type DishTag } from "./dish-tags";
import { recipeSchema } from "./recipe-schema";

/** The allergens a tag promises the dish does not contain. */
export const TAG_EXCLUDES: Partial<Record<DishTag, readonly Allergen[]>> = {
  Vegan: ["Milk", "Eggs", "Fish", "Shellfish"],
  Vegetarian: ["Fish", "Shellfish"],
  "Gluten-free": ["Wheat/Gluten"],
  "Dairy-free": ["Milk"],
};

/** "A dish tagged Vegan cannot contain Milk or Shellfish", one sentence per tag it breaks. */
export function tagContradictions(tags: readonly string[], allergens: readonly string[]): string[] {
  return DISH_TAGS.flatMap((tag) => {
    if (!tags.includes(tag)) return [];
    const broken = (TAG_EXCLUDES[tag] ?? []).filter((allergen) => allergens.includes(allergen));
    if (broken.length === 0) return [];
    const list =
      broken.length === 1 ? broken[0] : `${broken.slice(0, -1).join(", ")} or ${broken.at(-1)}`;
    return [`A dish tagged ${tag} cannot contain ${list}.`];
  });
}

const grams = (label: string) =>
  z
    .number({ message: `Enter the ${label} in grams.` })
    .int(`Enter whole grams of ${label}.`)
    .min(0, `${label} cannot be negative.`)
    .max(500, `That is more ${label} than a meal holds (500 g at most).`);

const dishFields = z.object({
  name: z
    .string()
    .trim()
    .min(2, "Enter the dish name.")
    .max(80, "Keep the name under 80 characters."),
  description: z
    .string()
    .trim()
    .min(10, "Describe the dish in a sentence or two.")
    .max(600, "Keep the description under 600 characters."),
  protein: grams("protein"),
  carbs: grams("carbs"),
  fat: grams("fat"),
  calories: z
    .number({ message: "Enter the calories." })
    .int("Enter whole calories.")
    .min(0, "Calories cannot be negative.")
    .max(3000, "A meal has at most 3,000 calories."),
  ingredients: z
    .string()
    .trim()
    .min(3, "List the ingredients.")
    .max(2000, "Keep the ingredients under 2,000 characters."),
  allergens: z.array(z.enum(ALLERGENS)).max(ALLERGENS.length),
  tags: z.array(z.enum(DISH_TAGS)).max(DISH_TAGS.length),
  splitDeliveryEligible: z.boolean(),
  /** A photo uploaded through /api/admin/dish-images, or one of the bundled /dishes pictures. */
  imageUrl: z
    .string()
    .regex(/^\/(api\/dish-images\/[\w-]+|dishes\/[\w.-]+)$/, "Upload a photo of the dish."),
  /** Grams per portion for the production sheet; left out, an edit keeps the recipe it had. */
  recipe: recipeSchema.optional(),
  /** 0 calories is almost always a fact not filled in: saved only when the admin says it is right. */
  confirmZeroCalories: z.boolean().optional(),
});

export const ZERO_CALORIES_MESSAGE =
  "0 calories: enter the dish's calories, or tick the box to confirm that 0 is right.";

export const dishInputSchema = dishFields.superRefine((dish, context) => {
  const contradictions = tagContradictions(dish.tags, dish.allergens);
  if (contradictions.length > 0) {
    context.addIssue({
      code: "custom",
      path: ["tags"],
      message: `${contradictions.join(" ")} Remove the tag or the allergen.`,
    });
  }
  if (dish.tags.includes("Calorie-smart") && dish.calories > CALORIE_SMART_MAX_KCAL) {
    context.addIssue({
      code: "custom",
      path: ["tags"],
      message: `A Calorie-smart dish has at most ${CALORIE_SMART_MAX_KCAL} calories. Remove the tag or check the calories.`,
    });
  }
  if (dish.calories === 0 && !dish.confirmZeroCalories) {
    context.addIssue({ code: "custom", path: ["calories"], message: ZERO_CALORIES_MESSAGE });
  }
});

export type DishInput = z.infer<typeof dishInputSchema>;
