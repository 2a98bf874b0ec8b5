// Fits text into a box on a label: the largest of the given sizes it fits at, else the smallest
// size with as many whole words as fit, ending in "…". The caller measures (pdfkit's
// heightOfString), so this stays testable and knows nothing of fonts.

export type Measure = (text: string, size: number) => number;

export interface Fitted {
  text: string;
  size: number;
  truncated: boolean;
}

export function fitText(
  text: string,
  measure: Measure,
  { sizes, maxHeight }: { sizes: readonly number[]; maxHeight: number },
): Fitted {
  for (const size of sizes) {
    if (measure(text, size) <= maxHeight) return { text, size, truncated: false };
  }
  const size = sizes[sizes.length - 1];
  const words = text.split(/\s+/).filter(Boolean);
  const cut = (n: number) =>
    `${words
      .slice(0, n)
      .join(" ")
      .replace(/[\s,;:.(-]+$/, "")}…`;
  // The most words that fit, by halving: measuring every prefix would be slow on long lists.
  let low = 0;
  let high = words.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (measure(cut(mid), size) <= maxHeight) low = mid;
    else high = mid - 1;
  }
  return { text: low > 0 ? cut(low) : "", size, truncated: true };
}
