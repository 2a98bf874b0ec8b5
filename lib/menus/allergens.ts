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

export function isAllergen(value: string): value is Allergen {
  return (ALLERGENS as readonly string[]).includes(value);
}
