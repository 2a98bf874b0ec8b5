import {
  containerLabels,
  LABEL_SHEET,
  labelSlot,
  LABELS_PER_PAGE,
  type LabelBox,
} from "./container-labels";

const box = (
  number: string,
  day: LabelBox["day"],
  items: [string, number, string[]][],
  name = "Ada Lovelace",
): LabelBox => {
  const [firstName, lastName] = name.split(" ");
  return {
    day,
    order: { number, user: { firstName, lastName } },
    items: items.map(([dish, quantity, allergens]) => ({
      quantity,
      dish: { name: dish, allergens, ingredients: `${dish} ingredients` },
    })),
  };
};

test("one label per meal, boxes in the order given, a box's dishes by name", () => {
  const labels = containerLabels(
    [
      box("LK-2", "MONDAY", [
        ["Zucchini Bake", 1, ["Milk"]],
        ["Apple Oats", 2, ["Wheat/Gluten", "Milk"]],
      ]),
      box("LK-1", "THURSDAY", [["Beef Stew", 1, []]], "Grace Hopper"),
    ],
    "2026-03-09",
  );
  expect(labels.map((l) => [l.orderNumber, l.dish, l.meal, l.mealsInBox])).toEqual([
    ["LK-2", "Apple Oats", 1, 3],
    ["LK-2", "Apple Oats", 2, 3],
    ["LK-2", "Zucchini Bake", 3, 3],
    ["LK-1", "Beef Stew", 1, 1],
  ]);
  // Allergens in the list's own order, whatever order the dish stored them in.
  expect(labels[0]).toMatchObject({
    allergens: ["Milk", "Wheat/Gluten"],
    customer: "Ada Lovelace",
    deliveryDay: "Monday, March 9",
  });
  expect(labels[3]).toMatchObject({ customer: "Grace Hopper", deliveryDay: "Thursday, March 12" });
});

test("ten labels to a letter page: 2 columns, 5 rows, inside the page with Avery 5163 margins", () => {
  expect(LABELS_PER_PAGE).toBe(10);
  const s = LABEL_SHEET;
  expect(labelSlot(0)).toEqual({ page: 0, x: s.side, y: 36 });
  expect(labelSlot(1)).toEqual({ page: 0, x: s.side + 288 + s.gutter, y: 36 });
  expect(labelSlot(9)).toEqual({ page: 0, x: s.side + 288 + s.gutter, y: 36 + 4 * 144 });
  expect(labelSlot(10)).toEqual({ page: 1, x: s.side, y: 36 });
  // The right column's edge and the last row's bottom leave the same margins as the left and top.
  expect(labelSlot(1).x + s.labelWidth).toBeCloseTo(s.pageWidth - s.side, 6);
  expect(labelSlot(9).y + s.labelHeight).toBe(s.pageHeight - s.top);
});
