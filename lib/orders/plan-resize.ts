// What a new plan size does to a week's chosen meals (browser-safe: the Plan tab's confirmation
// asks with the same rule the server applies in resizeEditableWeeks). Issue 27: every size change
// cleared the meals; now meals that still fit stay and the customer chooses only the difference
// (the rollover's chef fills what is still missing at the deadline, as for any short box).
import { splitDeliveryAvailability, type MealSlot } from "./meal-selection-rules";

export interface ChosenMeals {
  splitDelivery: boolean;
  items: readonly { quantity: number; slot: MealSlot }[];
}

export type ResizeEffect =
  /** No meals chosen: nothing to keep or clear. */
  | { kind: "empty" }
  /** The meals stay; `toChoose` more are needed (0 when the box is already full). */
  | { kind: "keep"; chosen: number; toChoose: number }
  /** Too many meals (or halves that can no longer be split): cleared, to be chosen again. */
  | { kind: "clear"; chosen: number };

function count(items: ChosenMeals["items"], slot?: MealSlot): number {
  return items.filter((i) => !slot || i.slot === slot).reduce((sum, i) => sum + i.quantity, 0);
}

export function resizeEffect(week: ChosenMeals, mealsPerWeek: number): ResizeEffect {
  const chosen = count(week.items);
  if (chosen === 0) return { kind: "empty" };
  if (chosen > mealsPerWeek) return { kind: "clear", chosen };
  if (week.splitDelivery) {
    const half = mealsPerWeek / 2;
    const fits =
      splitDeliveryAvailability(mealsPerWeek).available &&
      count(week.items, "MONDAY") <= half &&
      count(week.items, "THURSDAY") <= half;
    if (!fits) return { kind: "clear", chosen };
  }
  return { kind: "keep", chosen, toChoose: mealsPerWeek - chosen };
}
