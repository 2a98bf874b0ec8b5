import { firstMealsThatFit, keepProblem, resizeEffect, type ChosenMeals } from "./plan-resize";

const single = (n: number): ChosenMeals => ({
  splitDelivery: false,
  items: [
    { quantity: n - 1, slot: "SINGLE" },
    { quantity: 1, slot: "SINGLE" },
  ],
});
const split = (monday: number, thursday: number): ChosenMeals => ({
  splitDelivery: true,
  items: [
    { quantity: monday, slot: "MONDAY" },
    { quantity: thursday, slot: "THURSDAY" },
  ],
});

test.each([
  ["8 chosen, 8 → 10: kept, 2 to choose", single(8), 10, { kind: "keep", chosen: 8, toChoose: 2 }],
  ["8 chosen, 8 → 12", single(8), 12, { kind: "keep", chosen: 8, toChoose: 4 }],
  ["10 chosen, 10 → 8: too many, cleared", single(10), 8, { kind: "clear", chosen: 10 }],
  [
    "6 chosen, 8 → 6 (a short box): full again",
    single(6),
    6,
    { kind: "keep", chosen: 6, toChoose: 0 },
  ],
  [
    "split 4+4, 8 → 10: halves of 5, kept",
    split(4, 4),
    10,
    { kind: "keep", chosen: 8, toChoose: 2 },
  ],
  ["split 4+4, 8 → 6 plan can't split", split(4, 4), 6, { kind: "clear", chosen: 8 }],
  ["split 5+1, 12 → 8: a half over 4", split(5, 1), 8, { kind: "clear", chosen: 6 }],
  ["nothing chosen", { splitDelivery: false, items: [] }, 10, { kind: "empty" }],
] as const)("%s", (_name, week, size, effect) => {
  expect(resizeEffect(week, size)).toEqual(effect);
});

describe("meals to keep when the plan shrinks (issue 38)", () => {
  const ten = {
    splitDelivery: false,
    items: [
      { dishId: "a", quantity: 4, slot: "SINGLE" as const },
      { dishId: "b", quantity: 3, slot: "SINGLE" as const },
      { dishId: "c", quantity: 3, slot: "SINGLE" as const },
    ],
  };

  test("by default the first meals chosen, up to the new size", () => {
    expect(firstMealsThatFit(ten, 6)).toEqual([
      { dishId: "a", slot: "SINGLE", quantity: 4 },
      { dishId: "b", slot: "SINGLE", quantity: 2 },
    ]);
  });

  test("the customer's choice is kept when it fits", () => {
    const keep = [
      { dishId: "c", slot: "SINGLE" as const, quantity: 3 },
      { dishId: "b", slot: "SINGLE" as const, quantity: 3 },
    ];
    expect(keepProblem(ten, keep, 6)).toBeNull();
  });

  test("more than chosen, more than the size, a dish not chosen, or a half too full is refused", () => {
    expect(keepProblem(ten, [{ dishId: "a", slot: "SINGLE", quantity: 5 }], 6)).toBe(
      "Keep only meals you had chosen.",
    );
    expect(keepProblem(ten, [{ dishId: "z", slot: "SINGLE", quantity: 1 }], 6)).toBe(
      "Keep only meals you had chosen.",
    );
    expect(
      keepProblem(
        ten,
        [
          { dishId: "a", slot: "SINGLE", quantity: 4 },
          { dishId: "b", slot: "SINGLE", quantity: 3 },
        ],
        6,
      ),
    ).toBe("Keep at most 6 meals.");
    // 10 meals split 5 and 5, down to 8: 4 a delivery.
    const split = {
      splitDelivery: true,
      items: [
        { dishId: "a", quantity: 5, slot: "MONDAY" as const },
        { dishId: "b", quantity: 5, slot: "THURSDAY" as const },
      ],
    };
    expect(keepProblem(split, [{ dishId: "a", slot: "MONDAY", quantity: 5 }], 8)).toBe(
      "Keep at most 4 meals for each delivery.",
    );
    expect(firstMealsThatFit(split, 8)).toEqual([
      { dishId: "a", slot: "MONDAY", quantity: 4 },
      { dishId: "b", slot: "THURSDAY", quantity: 4 },
    ]);
  });
});
