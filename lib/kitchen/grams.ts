// Weights as the kitchen reads them: grams up to a kilogram, kilograms past it.

/** Grams to a tenth, without the float noise of sums (0.1 + 0.2). */
export const roundGrams = (grams: number): number => Math.round(grams * 10) / 10;

/** "2.5 g", "850 g", "1.25 kg", "12 kg". */
export function formatGrams(grams: number): string {
  const g = roundGrams(grams);
  if (g >= 1000) {
    return `${(g / 1000).toLocaleString("en-US", { maximumFractionDigits: 2 })} kg`;
  }
  return `${g.toLocaleString("en-US", { maximumFractionDigits: 1 })} g`;
}
