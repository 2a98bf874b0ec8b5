// A dish's recipe as the dish form and the dish calls take it: each ingredient with the grams
// that go into one portion. Client-safe (the form imports it), shared with the production sheet,
// which adds up ingredients by the same key.
import { z } from "zod";

export const MAX_RECIPE_LINES = 40;
/** One ingredient of one portion: a 14 oz meal weighs about 400 g, raw weights run higher. */
export const MAX_GRAMS_PER_PORTION = 1000;

/** Two names are one ingredient when they differ only in case or spacing ("Olive oil", "olive  oil"). */
export function ingredientKey(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}

// Grams arrive as JSON numbers; 2.5 * 10 is exact, 0.1 * 3 is not, so compare to a rounding.
const inTenths = (grams: number) => Math.abs(grams * 10 - Math.round(grams * 10)) < 1e-6;

export const recipeLineSchema = z.object({
  ingredient: z
    .string({ message: "Name the ingredient." })
    .trim()
    .min(1, "Name the ingredient.")
    .max(60, "Keep the ingredient under 60 characters."),
  grams: z
    .number({ message: "Enter the grams in one portion." })
    .positive("Enter more than 0 grams.")
    .max(MAX_GRAMS_PER_PORTION, "One portion holds at most 1,000 g of an ingredient.")
    .refine(inTenths, "Weigh to a tenth of a gram at most (e.g. 2.5)."),
});

export const recipeSchema = z
  .array(recipeLineSchema)
  .max(MAX_RECIPE_LINES, `A recipe has at most ${MAX_RECIPE_LINES} ingredients.`)
  .superRefine((lines, context) => {
    const first = new Map<string, number>();
    lines.forEach((line, index) => {
      const key = ingredientKey(line.ingredient);
      const earlier = first.get(key);
      if (key === "") return;
      if (earlier === undefined) first.set(key, index);
      else
        context.addIssue({
          code: "custom",
          path: [index, "ingredient"],
          message: `${line.ingredient.trim()} is already on line ${earlier + 1}: add the grams there.`,
        });
    });
  });

export type RecipeLine = z.infer<typeof recipeLineSchema>;
