// The add-on categories and how screens name them, without zod or Prisma: the browser imports it.

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
