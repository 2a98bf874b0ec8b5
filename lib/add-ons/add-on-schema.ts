// The add-on form, shared by the admin screen and the create/edit calls.
import { z } from "zod";
import { ALLERGENS } from "@/lib/menus/allergens";
import { ADD_ON_CATEGORIES } from "./categories";

const grams = (label: string) =>
  z
    .number({ message: `Enter the ${label} in grams.` })
    .int(`Enter whole grams of ${label}.`)
    .min(0, `${label} cannot be negative.`)
    .max(300, `That is more ${label} than an add-on holds (300 g at most).`);

export const addOnInputSchema = z.object({
  name: z.string().trim().min(2, "Enter the name.").max(80, "Keep the name under 80 characters."),
  description: z
    .string()
    .trim()
    .min(10, "Describe it in a sentence or two.")
    .max(600, "Keep the description under 600 characters."),
  category: z.enum(ADD_ON_CATEGORIES, { message: "Choose a category." }),
  priceCents: z
    .number({ message: "Enter the price." })
    .int("Enter the price in whole cents.")
    .min(50, "An add-on costs at least $0.50.")
    .max(5000, "An add-on costs at most $50.00."),
  protein: grams("protein"),
  carbs: grams("carbs"),
  fat: grams("fat"),
  calories: z
    .number({ message: "Enter the calories." })
    .int("Enter whole calories.")
    .min(0, "Calories cannot be negative.")
    .max(2000, "An add-on has at most 2,000 calories."),
  ingredients: z
    .string()
    .trim()
    .min(3, "List the ingredients.")
    .max(2000, "Keep the ingredients under 2,000 characters."),
  allergens: z.array(z.enum(ALLERGENS)).max(ALLERGENS.length),
  /** A photo uploaded through /api/admin/dish-images, or one of the bundled pictures. */
  imageUrl: z
    .string()
    .regex(
      /^\/(api\/dish-images\/[\w-]+|dishes\/[\w.-]+|add-ons\/[\w.-]+)$/,
      "Upload a photo of the add-on.",
    ),
});

export type AddOnInput = z.infer<typeof addOnInputSchema>;
