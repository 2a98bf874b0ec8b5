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

/** One line of the meals a customer keeps when the new size is smaller (issue 38). */
export interface KeptMeal {
  dishId: string;
  slot: MealSlot;
  quantity: number;
}

type ChosenLines = readonly { dishId: string; quantity: number; slot: MealSlot }[];

/**
 * Why the meals to keep cannot be kept (null when they can): only meals that were chosen, no more
 * of each than chosen, at most the new size, and a split week's halves at most half each. A week
 * the new size cannot split keeps its meals on the one delivery.
 */
export function keepProblem(
  week: { splitDelivery: boolean; items: ChosenLines },
  keep: readonly KeptMeal[],
  mealsPerWeek: number,
): string | null {
  for (const line of keep) {
    const had = week.items
      .filter((i) => i.dishId === line.dishId && i.slot === line.slot)
      .reduce((n, i) => n + i.quantity, 0);
    if (line.quantity > had) return "Keep only meals you had chosen.";
  }
  const total = keep.reduce((n, i) => n + i.quantity, 0);
  if (total > mealsPerWeek) return `Keep at most ${mealsPerWeek} meals.`;
  if (week.splitDelivery && splitDeliveryAvailability(mealsPerWeek).available) {
    const half = mealsPerWeek / 2;
    const onDay = (slot: MealSlot) =>
      keep.filter((i) => i.slot === slot).reduce((n, i) => n + i.quantity, 0);
    if (onDay("MONDAY") > half || onDay("THURSDAY") > half)
      return `Keep at most ${half} meals for each delivery.`;
  }
  return null;
}

/** The meals kept by default: the first ones chosen, up to the new size (and half a split day). */
export function firstMealsThatFit(
  week: { splitDelivery: boolean; items: ChosenLines },
  mealsPerWeek: number,
): KeptMeal[] {
  const split = week.splitDelivery && splitDeliveryAvailability(mealsPerWeek).available;
  const room = new Map<MealSlot, number>(
    split
      ? [
          ["MONDAY", mealsPerWeek / 2],
          ["THURSDAY", mealsPerWeek / 2],
        ]
      : [],
  );
  let left = mealsPerWeek;
  const kept: KeptMeal[] = [];
  for (const item of week.items) {
    const slotRoom = split ? (room.get(item.slot) ?? 0) : left;
    const quantity = Math.min(item.quantity, left, slotRoom);
    if (quantity <= 0) continue;
    kept.push({ dishId: item.dishId, slot: item.slot, quantity });
    left -= quantity;
    if (split) room.set(item.slot, slotRoom - quantity);
  }
  return kept;
}
