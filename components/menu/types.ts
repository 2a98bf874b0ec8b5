// What the menu screens need to know about a dish (a plain object, safe to pass to the client).
import type { RatingSummary } from "@/lib/ratings/summaries";
import { fitsDiet, type DietPreference } from "@/lib/users/diets";

export interface MenuDish {
  id: string;
  slug: string;
  name: string;
  description: string;
  imageUrl: string;
  isNew: boolean;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  ingredients: string;
  allergens: string[];
  tags: string[];
  /** Portions left of a capped dish (0: sold out); null or absent: no cap (issue 10). */
  left?: number | null;
  /** Average stars once 3 customers rated it; null or absent: not shown. */
  rating?: RatingSummary | null;
}

/** Allergens are matched without regard to case ("Milk" and "milk" are the same). */
export function allergenKey(allergen: string): string {
  return allergen.trim().toLowerCase();
}

/** True when the dish contains none of the allergens to avoid (keys from allergenKey). */
export function isSafeFor(dish: Pick<MenuDish, "allergens">, avoid: ReadonlySet<string>): boolean {
  if (avoid.size === 0) return true;
  return !dish.allergens.some((allergen) => avoid.has(allergenKey(allergen)));
}

/** What a menu is filtered by: allergens to hide (keys from allergenKey) and one diet, or none. */
export interface MenuFilters {
  avoid: ReadonlySet<string>;
  diet: DietPreference | null;
}

/**
 * The menus' one filter rule (the public menu, the meal editor): a dish shows when it contains none
 * of the allergens to hide and carries the chosen diet's tag (the tag the chef's selection keeps to).
 */
export function matchesMenuFilters(
  dish: Pick<MenuDish, "allergens" | "tags">,
  filters: MenuFilters,
): boolean {
  return isSafeFor(dish, filters.avoid) && fitsDiet(dish, filters.diet);
}

/** Whether any filter is on. */
export const isFiltering = (filters: MenuFilters) =>
  filters.avoid.size > 0 || filters.diet !== null;

/** The dish's allergens that are on the customer's list to avoid (matched without regard to case). */
export function avoidedAllergens(
  dish: Pick<MenuDish, "allergens">,
  avoid: readonly string[],
): string[] {
  if (avoid.length === 0) return [];
  const keys = new Set(avoid.map(allergenKey));
  return dish.allergens.filter((allergen) => keys.has(allergenKey(allergen)));
}

/**
 * The allergen filter's choices: every allergen in the canonical list (so a customer always finds
 * theirs), then any other allergen a dish on the menu declares, alphabetically.
 */
export function allergenFilterOptions(
  canonical: readonly string[],
  dishes: readonly Pick<MenuDish, "allergens">[],
): string[] {
  const options = new Map<string, string>();
  for (const allergen of canonical) options.set(allergenKey(allergen), allergen);
  const extras = new Map<string, string>();
  for (const allergen of dishes.flatMap((dish) => dish.allergens)) {
    const key = allergenKey(allergen);
    if (!options.has(key) && !extras.has(key)) extras.set(key, allergen.trim());
  }
  const sortedExtras = [...extras.values()].sort((a, b) => a.localeCompare(b));
  return [...options.values(), ...sortedExtras];
}

/** The parts of a published week-menu entry this screen reads (see lib/menus/week-menu). */
export interface WeekMenuEntry {
  isNew: boolean;
  sortingOrder: number;
  left?: number | null;
  rating?: RatingSummary | null;
  dish: Omit<MenuDish, "isNew"> & { isNew?: boolean };
}

/** Sorted by the menu's order; a dish is "new" when the menu or the dish says so. */
export function toMenuDishes(entries: readonly WeekMenuEntry[]): MenuDish[] {
  return [...entries]
    .sort((a, b) => a.sortingOrder - b.sortingOrder)
    .map(({ dish, isNew, left, rating }) => ({
      id: dish.id,
      slug: dish.slug,
      name: dish.name,
      description: dish.description,
      imageUrl: dish.imageUrl,
      isNew: isNew || Boolean(dish.isNew),
      calories: dish.calories,
      protein: dish.protein,
      carbs: dish.carbs,
      fat: dish.fat,
      ingredients: dish.ingredients,
      allergens: dish.allergens,
      tags: dish.tags,
      left: left ?? null,
      rating: rating ?? null,
    }));
}
