import { normalizePostalCode } from "./postal-code";

test.each([
  ["m5v3l9", "M5V 3L9"],
  [" M5V 3L9 ", "M5V 3L9"],
  ["L6H 7A1", "L6H 7A1"],
  ["l1s\t2b3", "L1S 2B3"],
])("normalises %p", (input, expected) => {
  expect(normalizePostalCode(input)).toBe(expected);
});

test.each(["", "M5V", "M5V 3L", "12345", "D5V 3L9", "M5V-3L9X", "W1A 0AX"])(
  "rejects %p",
  (input) => {
    expect(normalizePostalCode(input)).toBeNull();
  },
);
