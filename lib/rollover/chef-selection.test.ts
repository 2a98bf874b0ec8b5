import { chefSelection, type MenuDish } from "./chef-selection";

const dish = (id: string, allergens: string[] = [], split = true): MenuDish => ({
  id,
  name: id,
  allergens,
  splitDeliveryEligible: split,
});
const menu = [dish("a"), dish("b", ["milk"]), dish("c", [], false), dish("d", ["peanuts"])];
const total = (items: { quantity: number }[]) => items.reduce((s, i) => s + i.quantity, 0);

describe("chefSelection", () => {
  test("a complete choice is left alone", () => {
    const r = chefSelection({
      mealsCount: 2,
      splitDelivery: false,
      items: [{ dishId: "a", quantity: 2, slot: "SINGLE" }],
      menu,
      excludedAllergens: [],
    });
    expect(r).toEqual({ added: [], shortfall: 0 });
  });

  test("an empty order is filled most popular first, spread over the menu", () => {
    const r = chefSelection({
      mealsCount: 6,
      splitDelivery: false,
      items: [],
      menu,
      excludedAllergens: [],
    });
    expect(r.shortfall).toBe(0);
    expect(r.added).toEqual([
      { dishId: "a", quantity: 2, slot: "SINGLE" },
      { dishId: "b", quantity: 2, slot: "SINGLE" },
      { dishId: "c", quantity: 1, slot: "SINGLE" },
      { dishId: "d", quantity: 1, slot: "SINGLE" },
    ]);
  });

  test("never a dish with an excluded allergen", () => {
    const r = chefSelection({
      mealsCount: 4,
      splitDelivery: false,
      items: [{ dishId: "b", quantity: 1, slot: "SINGLE" }],
      menu,
      excludedAllergens: ["milk", "peanuts"],
    });
    expect(r.added.map((i) => i.dishId).sort()).toEqual(["a", "c"]);
    expect(total(r.added)).toBe(3);
  });

  test("split orders fill each half with split-eligible dishes only", () => {
    const r = chefSelection({
      mealsCount: 8,
      splitDelivery: true,
      items: [{ dishId: "a", quantity: 3, slot: "MONDAY" }],
      menu,
      excludedAllergens: [],
    });
    expect(r.added.every((i) => i.dishId !== "c")).toBe(true);
    expect(total(r.added.filter((i) => i.slot === "MONDAY"))).toBe(1);
    expect(total(r.added.filter((i) => i.slot === "THURSDAY"))).toBe(4);
    expect(r.shortfall).toBe(0);
  });

  test("per-dish limit, then a shortfall when the safe menu runs out", () => {
    const r = chefSelection({
      mealsCount: 30,
      splitDelivery: false,
      items: [],
      menu: [dish("a"), dish("b", ["fish"])],
      excludedAllergens: ["fish"],
    });
    expect(r.added).toEqual([{ dishId: "a", quantity: 12, slot: "SINGLE" }]);
    expect(r.shortfall).toBe(18);
  });

  test("a capped dish is never added past the portions left, across both halves", () => {
    const r = chefSelection({
      mealsCount: 8,
      splitDelivery: true,
      items: [],
      menu: [dish("a"), dish("b")],
      excludedAllergens: [],
      portionsLeft: new Map([["a", 3]]),
    });
    expect(total(r.added.filter((i) => i.dishId === "a"))).toBe(3);
    expect(total(r.added.filter((i) => i.dishId === "b"))).toBe(5);
    expect(r.shortfall).toBe(0);
  });

  test("sold-out dishes leave a shortfall rather than an oversold dish", () => {
    const r = chefSelection({
      mealsCount: 6,
      splitDelivery: false,
      items: [{ dishId: "a", quantity: 1, slot: "SINGLE" }],
      menu: [dish("a"), dish("b")],
      excludedAllergens: [],
      portionsLeft: new Map([
        ["a", 0],
        ["b", 2],
      ]),
    });
    expect(r.added).toEqual([{ dishId: "b", quantity: 2, slot: "SINGLE" }]);
    expect(r.shortfall).toBe(3);
  });
});
