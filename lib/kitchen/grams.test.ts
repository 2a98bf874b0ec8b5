import { formatGrams } from "./grams";

test.each([
  [0.3, "0.3 g"],
  [0.1 + 0.2, "0.3 g"],
  [2.5, "2.5 g"],
  [850, "850 g"],
  [999.9, "999.9 g"],
  [1000, "1 kg"],
  [1250, "1.25 kg"],
  [12_345.6, "12.35 kg"],
])("%p g reads %s", (grams, text) => {
  expect(formatGrams(grams)).toBe(text);
});
