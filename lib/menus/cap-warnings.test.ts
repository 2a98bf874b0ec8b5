import { capsBelowOrdered, capWarning } from "./cap-warnings";

const change = (cap: number | null, taken: number, savedCap: number | null = null) => ({
  dishId: "d1",
  name: "Butter chicken",
  cap,
  savedCap,
  taken,
});

test.each([
  ["a cap below what is ordered", change(3, 9), true],
  ["a cap equal to what is ordered", change(9, 9), false],
  ["a cap above what is ordered", change(12, 9), false],
  ["no cap", change(null, 9), false],
  ["a cap of 0 with orders", change(0, 1), true],
  ["a cap of 0 without orders", change(0, 0), false],
  ["the same low cap saved before (confirmed then)", change(3, 9, 3), false],
  ["a low cap lowered again", change(2, 9, 3), true],
])("%s", (_name, c, warned) => {
  expect(capsBelowOrdered([c])).toEqual(warned ? [c] : []);
});

test("the warning names the dish, the cap and what is ordered", () => {
  expect(capWarning(change(3, 9))).toBe(
    "Butter chicken: a cap of 3 is below the 9 portions already ordered. Those orders keep their meals; no one can add more.",
  );
});
