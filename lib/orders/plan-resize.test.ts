import { resizeEffect, type ChosenMeals } from "./plan-resize";

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
