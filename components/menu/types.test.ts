import {
  allergenFilterOptions,
  avoidedAllergens,
  isFiltering,
  isSafeFor,
  matchesMenuFilters,
  type MenuDish,
} from "./types";

const dish = (allergens: string[], tags: string[] = []): MenuDish => ({
  id: allergens.join("-") || "none",
  slug: "d",
  name: "Dish",
  description: "",
  imageUrl: "/x.jpg",
  isNew: false,
  calories: 500,
  protein: 30,
  carbs: 40,
  fat: 20,
  ingredients: "",
  allergens,
  tags,
});

test("a dish is hidden when it contains any chosen allergen", () => {
  const avoid = new Set(["milk", "peanuts"]);
  expect(isSafeFor(dish(["Milk", "wheat"]), avoid)).toBe(false);
  expect(isSafeFor(dish(["wheat"]), avoid)).toBe(true);
  expect(isSafeFor(dish([]), avoid)).toBe(true);
  expect(isSafeFor(dish(["milk"]), new Set())).toBe(true);
});

test("offers every canonical allergen once, then the menu's others", () => {
  const dishes = [
    dish(["wheat/gluten", "milk"]),
    dish(["Sesame", "Milk"]),
    dish(["Lupin", "celery"]),
  ];
  expect(allergenFilterOptions(["Milk", "Eggs", "Wheat/Gluten", "Sesame"], dishes)).toEqual([
    "Milk",
    "Eggs",
    "Wheat/Gluten",
    "Sesame",
    "celery",
    "Lupin",
  ]);
});

test("names the dish's allergens the customer avoids, as the dish prints them", () => {
  expect(avoidedAllergens(dish(["Wheat/Gluten", "milk", "Soy"]), ["Milk", "Soy"])).toEqual([
    "milk",
    "Soy",
  ]);
  expect(avoidedAllergens(dish(["Fish"]), ["Milk"])).toEqual([]);
  expect(avoidedAllergens(dish(["Milk"]), [])).toEqual([]);
});

test("the menus' filter: no hidden allergen, and the chosen diet's tag", () => {
  const veggieWithMilk = dish(["Milk"], ["Vegetarian", "High protein"]);
  const chicken = dish([], ["High protein", "Gluten-free"]);
  const none = { avoid: new Set<string>(), diet: null };
  expect(matchesMenuFilters(veggieWithMilk, none)).toBe(true);
  expect(isFiltering(none)).toBe(false);
  // A diet keeps only its tag's dishes (high-protein is the "High protein" tag).
  const vegetarian = { avoid: new Set<string>(), diet: "VEGETARIAN" as const };
  expect(matchesMenuFilters(veggieWithMilk, vegetarian)).toBe(true);
  expect(matchesMenuFilters(chicken, vegetarian)).toBe(false);
  expect(matchesMenuFilters(chicken, { ...none, diet: "HIGH_PROTEIN" })).toBe(true);
  expect(matchesMenuFilters(chicken, { ...none, diet: "DAIRY_FREE" })).toBe(false);
  // Both at once: the diet's dishes without the allergen, matched without regard to case.
  const vegetarianNoMilk = { avoid: new Set(["milk"]), diet: "VEGETARIAN" as const };
  expect(isFiltering(vegetarianNoMilk)).toBe(true);
  expect(matchesMenuFilters(veggieWithMilk, vegetarianNoMilk)).toBe(false);
  expect(matchesMenuFilters(dish([], ["Vegetarian"]), vegetarianNoMilk)).toBe(true);
});
