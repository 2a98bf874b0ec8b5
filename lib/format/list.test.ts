import { listOf } from "./list";

test("joins with commas and a last 'and'", () => {
  expect(listOf([])).toBe("");
  expect(listOf(["peanuts"])).toBe("peanuts");
  expect(listOf(["a", "b"])).toBe("a and b");
  expect(listOf(["a", "b", "c"])).toBe("a, b and c");
});
