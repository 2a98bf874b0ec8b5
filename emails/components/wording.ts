// Small wording helpers for the mail templates.

/** plural(1, "meal") → "1 meal"; plural(3, "meal") → "3 meals". */
export function plural(count: number, word: string, many = `${word}s`): string {
  return `${count} ${count === 1 ? word : many}`;
}

/** ["peanuts"] → "peanuts"; ["a", "b", "c"] → "a, b and c". */
export function listOf(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
