// The tags a dish can carry; the menu filters on them.

export const DISH_TAGS = [
  "High protein",
  "Vegetarian",
  "Vegan",
  "Spicy",
  "Gluten-free",
  "Dairy-free",
  "Low carb",
  "Chef's favourite",
] as const;

export type DishTag = (typeof DISH_TAGS)[number];
