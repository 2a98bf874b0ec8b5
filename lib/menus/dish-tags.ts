// The tags a dish can carry; the menu filters on them.

export const DISH_TAGS = [
  "High protein",
  "Vegetarian",
  "Vegan",
  "Spicy",
  "Gluten-free",
  "Dairy-free",
  "Low carb",
  "Calorie-smart",
  "Chef's favourite",
] as const;

export type DishTag = (typeof DISH_TAGS)[number];

/** A dish tagged Calorie-smart has at most this many calories (the dish form refuses more). */
export const CALORIE_SMART_MAX_KCAL = 500;
