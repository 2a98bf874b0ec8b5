import { formatCents } from "./money";

describe("formatCents", () => {
  test.each([
    [1399, "$13.99"],
    [0, "$0.00"],
    [5, "$0.05"],
    [100000, "$1,000.00"],
    [-500, "-$5.00"],
  ])("%d cents → %s", (cents, shown) => {
    expect(formatCents(cents)).toBe(shown);
  });

  test("rejects a non-number", () => {
    expect(() => formatCents(Number.NaN)).toThrow(RangeError);
  });
});
