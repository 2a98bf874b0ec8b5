// The add-on categories and how screens name them, without zod or Prisma: the browser imports it.
import { listOf } from "@/lib/format/list";

export const ADD_ON_CATEGORIES = ["BREAKFAST", "DESSERT", "DRINK", "SNACK"] as const;
export type AddOnCategory = (typeof ADD_ON_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<AddOnCategory, string> = {
  BREAKFAST: "Breakfast",
  DESSERT: "Desserts",
  DRINK: "Drinks",
  SNACK: "Snacks",
};

/** At most this many of one add-on in a week's box. */
export const MAX_PER_ADD_ON = 12;

/**
 * The kinds of add-on a week offers, in the menu's order, as words for a sentence ("Breakfast,
 * desserts and snacks"): the editor's intro names only what is there to add.
 */
export function offeredKindsPhrase(categories: Iterable<AddOnCategory>): string {
  const present = new Set(categories);
  const words = ADD_ON_CATEGORIES.filter((c) => present.has(c)).map((c, i) =>
    i === 0 ? CATEGORY_LABELS[c] : CATEGORY_LABELS[c].toLowerCase(),
  );
  return listOf(words);
}
