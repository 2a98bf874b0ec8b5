// A dish's recipe lines in the database: read in the chef's order, replaced whole on a save.
import type { Tx } from "@/lib/db";
import type { RecipeLine } from "./recipe-schema";

export const recipeLinesSelect = {
  orderBy: { position: "asc" },
  select: { ingredient: true, grams: true },
} as const;

/** Grams come back as decimals (to a tenth); one portion's grams are small, so a number is exact enough. */
export function toRecipe(
  rows: { ingredient: string; grams: { toNumber(): number } }[],
): RecipeLine[] {
  return rows.map((row) => ({ ingredient: row.ingredient, grams: row.grams.toNumber() }));
}

/** The rows of a recipe, numbered in the order the chef wrote them. */
export function recipeRows(lines: RecipeLine[]) {
  return lines.map((line, position) => ({
    position,
    ingredient: line.ingredient,
    grams: line.grams,
  }));
}

/** Writes the recipe as given; the caller's transaction keeps the dish and its recipe together. */
export async function replaceRecipe(tx: Tx, dishId: string, lines: RecipeLine[]): Promise<void> {
  await tx.dishRecipeLine.deleteMany({ where: { dishId } });
  if (lines.length > 0) {
    await tx.dishRecipeLine.createMany({
      data: recipeRows(lines).map((row) => ({ dishId, ...row })),
    });
  }
}
