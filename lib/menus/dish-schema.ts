// The dish form, shared by the admin screen and the create/edit calls: every meal fact a card,
// nutrition panel and receipt shows.
import { z } from "zod";
import { ALLERGENS } from "./allergens";
import { DISH_TAGS } from "./dish-tags";

const grams = (label: string) =>
  z
    .number({ message: `Enter the ${label} in grams.` })
    .int(`Enter whole grams of ${label}.`)
    .min(0, `${label} cannot be negative.`)
    .max(500, `That is more ${label} than a meal holds (500 g at most).`);

export const dishInputSchema = z.object({
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
});

export type DishInput = z.infer<typeof dishInputSchema>;
