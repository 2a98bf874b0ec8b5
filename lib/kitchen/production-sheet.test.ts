import { productionSheet, type SheetBox } from "./production-sheet";

const box = (paid: boolean, items: [string, number][]): SheetBox => ({
  paid,
  items: items.map(([id, quantity]) => ({ quantity, dish: { id, name: NAMES[id] } })),
});
const NAMES: Record<string, string> = {
  curry: "Chickpea Curry",
  bowl: "Beef Bowl",
  soup: "Lentil Soup",
};

const RECIPES = new Map([
  [
    "curry",
    [
      { ingredient: "Chickpeas", grams: 120 },
      { ingredient: "Basmati rice", grams: 75 },
      { ingredient: "Sea salt", grams: 0.1 },
    ],
  ],
  [
    "bowl",
    [
      { ingredient: "Beef", grams: 150 },
      { ingredient: "basmati  rice", grams: 80 },
      { ingredient: "Sea salt", grams: 0.2 },
    ],
  ],
]);

test("portions paid and pending apart, each recipe scaled, ingredients added up across dishes", () => {
  const sheet = productionSheet(
    [
      box(true, [
        ["curry", 4],
        ["bowl", 2],
      ]),
      box(true, [["curry", 3]]),
      box(false, [
        ["bowl", 5],
        ["soup", 1],
      ]),
    ],
    RECIPES,
  );
  expect(sheet.portions).toEqual({ paid: 9, pending: 6 });
  expect(sheet.dishes.map((d) => [d.name, d.paid, d.pending])).toEqual([
    ["Beef Bowl", 2, 5],
    ["Chickpea Curry", 7, 0],
    ["Lentil Soup", 0, 1],
  ]);
  expect(sheet.dishes[1].lines).toEqual([
    { ingredient: "Chickpeas", gramsPerPortion: 120, paidGrams: 840, pendingGrams: 0 },
    { ingredient: "Basmati rice", gramsPerPortion: 75, paidGrams: 525, pendingGrams: 0 },
    { ingredient: "Sea salt", gramsPerPortion: 0.1, paidGrams: 0.7, pendingGrams: 0 },
  ]);
  // One line per ingredient, whatever its case or spacing, named tidily; tenths stay exact.
  expect(sheet.shopping).toEqual([
    { ingredient: "Basmati rice", paidGrams: 160 + 525, pendingGrams: 400 },
    { ingredient: "Beef", paidGrams: 300, pendingGrams: 750 },
    { ingredient: "Chickpeas", paidGrams: 840, pendingGrams: 0 },
    { ingredient: "Sea salt", paidGrams: 1.1, pendingGrams: 1 },
  ]);
  expect(sheet.withoutRecipe).toEqual(["Lentil Soup"]);
});

test("no boxes: an empty sheet", () => {
  expect(productionSheet([], RECIPES)).toEqual({
    dishes: [],
    shopping: [],
    withoutRecipe: [],
    portions: { paid: 0, pending: 0 },
    addOns: [],
  });
});

test("add-ons are packed apart from the meals: counted paid and pending, never as portions", () => {
  const tart = { id: "tart", name: "Butter tart" };
  const sheet = productionSheet(
    [
      { ...box(true, [["curry", 2]]), addOns: [{ quantity: 2, addOn: tart }] },
      { ...box(false, [["curry", 1]]), addOns: [{ quantity: 1, addOn: tart }] },
      box(true, [["bowl", 1]]),
    ],
    RECIPES,
  );
  expect(sheet.addOns).toEqual([{ addOnId: "tart", name: "Butter tart", paid: 2, pending: 1 }]);
  expect(sheet.portions).toEqual({ paid: 3, pending: 1 });
});
