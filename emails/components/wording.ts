// Small wording helpers for the mail templates.

/** plural(1, "meal") → "1 meal"; plural(3, "meal") → "3 meals". */
export function plural(count: number, word: string, many = `${word}s`): string {
  return `${count} ${count === 1 ? word : many}`;
}

// A list in a sentence: listOf in lib/format/list.ts.
