// The chef's selection keeps to the customer's diet as it keeps to their allergens (issue 27).
import { chefSelection, type MenuDish } from "./chef-selection";

const dish = (id: string, tags: string[], allergens: string[] = []): MenuDish => ({
  id,
  name: id,
  allergens,
  tags,
  splitDeliveryEligible: true,
});
const menu = [
  dish("steak", ["High protein"]),
  dish("curry", ["Vegetarian", "Spicy"]),
  dish("paneer", ["Vegetarian"], ["Milk"]),
  dish("salad", ["Vegetarian", "Calorie-smart"]),
];
const dishesOf = (items: { dishId: string }[]) => items.map((i) => i.dishId).sort();
const total = (items: { quantity: number }[]) => items.reduce((s, i) => s + i.quantity, 0);

describe("chefSelection with a diet", () => {
  test("only dishes carrying the diet's tag fill the box", () => {
    const r = chefSelection({
      mealsCount: 6,
      splitDelivery: false,
      items: [],
      menu,
      excludedAllergens: [],
      dietTag: "Vegetarian",
    });
    expect(dishesOf(r.added)).toEqual(["curry", "paneer", "salad"]);
    expect(total(r.added)).toBe(6);
    expect(r.shortfall).toBe(0);
  });

  test("the diet and the allergens apply together", () => {
    const r = chefSelection({
      mealsCount: 4,
      splitDelivery: false,
      items: [],
      menu,
      excludedAllergens: ["Milk"],
      dietTag: "Vegetarian",
    });
    expect(dishesOf(r.added)).toEqual(["curry", "salad"]);
    expect(total(r.added)).toBe(4);
  });

  test("a customer's own choice outside the diet stays; the chef fills the rest within it", () => {
    const r = chefSelection({
      mealsCount: 3,
      splitDelivery: false,
      items: [{ dishId: "steak", quantity: 2, slot: "SINGLE" }],
      menu,
      excludedAllergens: [],
      dietTag: "Calorie-smart",
    });
    expect(r.added).toEqual([{ dishId: "salad", quantity: 1, slot: "SINGLE" }]);
  });

  test("a menu with no dish of the diet leaves a shortfall for the kitchen, never another dish", () => {
    const r = chefSelection({
      mealsCount: 4,
      splitDelivery: false,
      items: [],
      menu,
      excludedAllergens: [],
      dietTag: "Dairy-free",
    });
    expect(r.added).toEqual([]);
    expect(r.shortfall).toBe(4);
  });

  test("no diet: every dish may be chosen", () => {
    const r = chefSelection({
      mealsCount: 4,
      splitDelivery: false,
      items: [],
      menu,
      excludedAllergens: [],
      dietTag: null,
    });
    expect(dishesOf(r.added)).toEqual(["curry", "paneer", "salad", "steak"]);
  });
});
