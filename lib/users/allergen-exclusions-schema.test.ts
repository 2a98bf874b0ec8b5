import { ALLERGENS, canonicalAllergens } from "@/lib/menus/allergens";
import { toFieldErrors } from "@/lib/api/validation";
import {
  allergenExclusionsBodySchema,
  allergenExclusionsSchema,
  UNKNOWN_ALLERGEN_MESSAGE,
} from "./allergen-exclusions-schema";

test.each([
  { given: [], stored: [] },
  { given: ["Milk"], stored: ["Milk"] },
  // Repeats are dropped and the order follows the allergen list, so equal choices compare equal.
  { given: ["Sesame", "Milk", "Sesame", "Milk"], stored: ["Milk", "Sesame"] },
  { given: ["Wheat/Gluten", "Tree nuts"], stored: ["Tree nuts", "Wheat/Gluten"] },
  { given: [...ALLERGENS].reverse(), stored: [...ALLERGENS] },
])("$given is stored as $stored", ({ given, stored }) => {
  expect(allergenExclusionsSchema.parse(given)).toEqual(stored);
});

test.each([
  ["an unknown id", ["Milk", "Kiwi"]],
  ["an id in the wrong case", ["milk"]],
  ["a label with spaces around it", [" Milk"]],
  ["a number", [7]],
  ["null", null],
  ["a string instead of a list", "Milk"],
])("%s is refused", (_name, given) => {
  expect(allergenExclusionsSchema.safeParse(given).success).toBe(false);
});

test("a list longer than the allergen list is refused, even if it only repeats", () => {
  const tooMany = Array.from({ length: ALLERGENS.length + 1 }, () => "Milk");
  expect(allergenExclusionsSchema.safeParse(tooMany).success).toBe(false);
  expect(allergenExclusionsSchema.safeParse([...ALLERGENS]).success).toBe(true);
});

test("an unknown id is reported on its position, in the API's validation shape", () => {
  const result = allergenExclusionsBodySchema.safeParse({ allergenExclusions: ["Eggs", "Kiwi"] });
  expect(result.success).toBe(false);
  expect(toFieldErrors(result.error!.issues)).toEqual([
    { property: "allergenExclusions.1", constraints: { invalid_value: UNKNOWN_ALLERGEN_MESSAGE } },
  ]);
});

test("the body needs the list", () => {
  expect(allergenExclusionsBodySchema.safeParse({}).success).toBe(false);
  expect(allergenExclusionsBodySchema.parse({ allergenExclusions: [] })).toEqual({
    allergenExclusions: [],
  });
});

test("canonicalAllergens keeps known allergens only, once each, in list order", () => {
  expect(canonicalAllergens(["Soy", "Kiwi", "Eggs", "Soy"])).toEqual(["Eggs", "Soy"]);
});
