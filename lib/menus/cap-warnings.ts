// A cap set below the portions a week's orders already hold (issue 26 defect 5): the orders keep
// their meals (lowering a cap never takes meals back), so the admin is warned and confirms. Pure
// and browser-safe: the editor shows the same warning the server answers with.

export interface CapChange {
  dishId: string;
  name: string;
  /** The cap being saved (null: none). */
  cap: number | null;
  /** The cap saved before (null: none). */
  savedCap: number | null;
  /** Portions already in the week's orders. */
  taken: number;
}

export function capWarning(change: Pick<CapChange, "name" | "cap" | "taken">): string {
  return `${change.name}: a cap of ${change.cap} is below the ${change.taken} portions already ordered. Those orders keep their meals; no one can add more.`;
}

/** The caps this save would newly put below what is ordered (an unchanged cap is not asked again). */
export function capsBelowOrdered<T extends CapChange>(changes: readonly T[]): T[] {
  return changes.filter((c) => c.cap !== null && c.cap < c.taken && c.cap !== c.savedCap);
}
