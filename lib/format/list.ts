// A list in a sentence, for screens and mails alike.

/** ["peanuts"] → "peanuts"; ["a", "b", "c"] → "a, b and c"; [] → "". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
