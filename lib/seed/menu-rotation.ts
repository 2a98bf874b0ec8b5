// Which dishes the seed puts on a week's menu: a fixed rotation through the dish library, so a
// given week always gets the same menu, 14–18 dishes, with up to three newcomers flagged new.
import type { IsoDate } from "@/lib/clock";

export interface MenuPick {
  slug: string;
  isNew: boolean;
  sortingOrder: number;
}

const EPOCH = Date.UTC(2024, 0, 1); // a Monday
const WEEK_MS = 7 * 24 * 3_600_000;
const STEP = 7;
const MAX_NEW = 3;

function weekIndex(weekStart: IsoDate): number {
  return Math.round((Date.parse(`${weekStart}T00:00:00Z`) - EPOCH) / WEEK_MS);
}

/** `n` mod `m` in 0..m-1, for weeks before the epoch too (JavaScript's % keeps the sign). */
const mod = (n: number, m: number) => ((n % m) + m) % m;

function windowAt(index: number, slugs: readonly string[]): string[] {
  const size = Math.min(slugs.length, 14 + mod(index * 3, 5));
  const offset = mod(index * STEP, slugs.length);
  return Array.from({ length: size }, (_, i) => slugs[(offset + i) % slugs.length]);
}

/** The menu for a week: newcomers first, then the rest; sortingOrder in steps of 10. */
export function menuRotation(weekStart: IsoDate, slugs: readonly string[]): MenuPick[] {
  const index = weekIndex(weekStart);
  const current = windowAt(index, slugs);
  const previous = new Set(windowAt(index - 1, slugs));
  const fresh = current.filter((slug) => !previous.has(slug)).slice(0, MAX_NEW);
  const ordered = [...fresh, ...current.filter((slug) => !fresh.includes(slug))];
  return ordered.map((slug, i) => ({
    slug,
    isNew: fresh.includes(slug),
    sortingOrder: (i + 1) * 10,
  }));
}
