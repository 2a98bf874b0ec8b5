import { reasonWords } from "@/lib/orders/chef-reasons";
import { reasonFor, type CustomerHistory } from "./chef-ranking";
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

describe("chefSelection with the customer's history", () => {
  const six = [dish("a"), dish("b"), dish("c"), dish("d"), dish("e"), dish("f")];
  const fill = (mealsCount: number, history: CustomerHistory, menu = six) =>
    chefSelection({
      mealsCount,
      splitDelivery: false,
      items: [],
      menu,
      excludedAllergens: [],
      history,
    });

  test("never a dish they rated 2 stars or less, even when the menu runs out", () => {
    const r = fill(
      4,
      new Map([
        ["a", { stars: 2 }],
        ["b", { stars: 1, timesChosen: 3 }],
      ]),
      [dish("a"), dish("b"), dish("c")],
    );
    expect(r.added).toEqual([{ dishId: "c", quantity: 4, slot: "SINGLE" }]);
    expect(r.shortfall).toBe(0);
  });

  test("rated 4–5 first (5 before 4), then past choices (most often first), then popularity", () => {
    const r = fill(
      5,
      new Map([
        ["f", { stars: 4 }],
        ["e", { stars: 5 }],
        ["d", { timesChosen: 1 }],
        ["c", { timesChosen: 3 }],
        ["a", { stars: 3 }],
      ]),
    );
    expect(r.added.map((i) => i.dishId)).toEqual(["e", "f", "c", "d", "a"]);
  });

  test("a 3-star dish they chose before counts as a past choice", () => {
    const r = fill(1, new Map([["f", { stars: 3, timesChosen: 2 }]]));
    expect(r.added).toEqual([{ dishId: "f", quantity: 1, slot: "SINGLE" }]);
  });

  test("allergens still win over a 5-star rating", () => {
    const r = chefSelection({
      mealsCount: 1,
      splitDelivery: false,
      items: [],
      menu: [dish("a"), dish("b", ["milk"])],
      excludedAllergens: ["milk"],
      history: new Map([["b", { stars: 5 }]]),
    });
    expect(r.added).toEqual([{ dishId: "a", quantity: 1, slot: "SINGLE" }]);
  });
});

describe("why the chef chose a dish", () => {
  test.each([
    [{ stars: 5 }, "you rated it 5 stars"],
    [{ stars: 4, timesChosen: 2 }, "you rated it 4 stars"],
    [{ stars: 3, timesChosen: 2 }, "you chose it twice"],
    [{ timesChosen: 1 }, "you chose it once"],
    [{ timesChosen: 4 }, "you chose it 4 times"],
    [undefined, "popular this week"],
  ])("%j → %s", (history, words) => {
    expect(reasonWords(reasonFor(history))).toBe(words);
  });
});
