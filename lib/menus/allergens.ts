// The allergens a dish can declare: Health Canada's priority food allergens, as printed on labels.

export const ALLERGENS = [
  "Milk",
  "Eggs",
  "Fish",
  "Shellfish",
  "Tree nuts",
  "Peanuts",
  "Wheat/Gluten",
  "Soy",
  "Sesame",
  "Mustard",
  "Sulphites",
] as const;

export type Allergen = (typeof ALLERGENS)[number];

/** Each known allergen once, in the list's order (so equal choices compare equal). */
export function canonicalAllergens(list: Iterable<string>): Allergen[] {
  const chosen = new Set(list);
  return ALLERGENS.filter((allergen) => chosen.has(allergen));
}

export function isAllergen(value: string): value is Allergen {
  return (ALLERGENS as readonly string[]).includes(value);
}
