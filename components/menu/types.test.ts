import { allergenFilterOptions, avoidedAllergens, isSafeFor, type MenuDish } from "./types";

const dish = (allergens: string[]): MenuDish => ({
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
  tags: [],
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
