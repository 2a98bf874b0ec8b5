// The chef's selection: fills the meals a customer did not choose by the deadline. Pure, so the
// rollover and its dry run agree and the rules are table-tested: never a dish containing an
// allergen the customer excluded, only split-eligible dishes on a split order (each half filled
// on its own), at most MAX_MEALS_PER_DISH of one dish, never past a dish's cap for the week
// (issue 10), spread over as many dishes as the menu allows, in the order chef-ranking.ts gives
// from the customer's own ratings and choices (most popular of the menu first without them).
import { MAX_MEALS_PER_DISH } from "@/lib/orders/meal-selection-rules";
import { rankForCustomer, type CustomerHistory } from "./chef-ranking";

export type Slot = "SINGLE" | "MONDAY" | "THURSDAY";

export interface MenuDish {
  id: string;
  name: string;
  allergens: readonly string[];
  /** The dish's tags (lib/menus/dish-tags.ts): a diet keeps to those carrying its tag. */
  tags?: readonly string[];
  splitDeliveryEligible: boolean;
}

export interface ChosenItem {
  dishId: string;
  quantity: number;
  slot: Slot;
}

export interface ChefSelectionInput {
  mealsCount: number;
  splitDelivery: boolean;
  items: readonly ChosenItem[];
  /** The week's menu, most popular first. */
  menu: readonly MenuDish[];
  excludedAllergens: readonly string[];
  /** The tag of the customer's diet (lib/users/diet-preference-schema.ts); null: any dish. */
  dietTag?: string | null;
  /** Portions still free of each capped dish this week (absent: no cap). */
  portionsLeft?: ReadonlyMap<string, number>;
  /** The customer's ratings and past choices of the menu's dishes (absent: none). */
  history?: CustomerHistory;
}

export interface ChefSelection {
  /** Meals added by the chef (empty when the customer's choice was complete). */
  added: ChosenItem[];
  /** Meals that could not be filled (excluded allergens, sold-out dishes): the kitchen follows up. */
  shortfall: number;
}

export function chefSelection(input: ChefSelectionInput): ChefSelection {
  const excluded = new Set(input.excludedAllergens);
  // The customer's diet is honoured as their allergens are: never a dish outside it.
  const diet = input.dietTag ?? null;
  const safe = rankForCustomer(
    input.menu.filter(
      (dish) =>
        !dish.allergens.some((a) => excluded.has(a)) &&
        (diet === null || (dish.tags ?? []).includes(diet)),
    ),
    input.history,
  );
  const slots: { slot: Slot; needed: number }[] = input.splitDelivery
    ? (["MONDAY", "THURSDAY"] as const).map((slot) => ({
        slot,
        needed: input.mealsCount / 2 - countIn(input.items, slot),
      }))
    : [{ slot: "SINGLE", needed: input.mealsCount - countIn(input.items, null) }];

  const added: ChosenItem[] = [];
  // Shared by both halves of a split order: a cap counts the whole week.
  const capLeft = new Map(input.portionsLeft ?? []);
  let shortfall = 0;
  for (const { slot, needed } of slots) {
    if (needed <= 0) continue;
    const candidates = input.splitDelivery ? safe.filter((d) => d.splitDeliveryEligible) : safe;
    const taken = new Map<string, number>();
    for (const item of input.items) {
      if (item.slot === slot || !input.splitDelivery)
        taken.set(item.dishId, (taken.get(item.dishId) ?? 0) + item.quantity);
    }
    const extra = new Map<string, number>();
    let left = needed;
    // Round-robin over the candidates in the customer's order: variety before repetition.
    while (left > 0) {
      let progressed = false;
      for (const dish of candidates) {
        if (left === 0) break;
        const have = (taken.get(dish.id) ?? 0) + (extra.get(dish.id) ?? 0);
        if (have >= MAX_MEALS_PER_DISH) continue;
        const free = capLeft.get(dish.id);
        if (free !== undefined) {
          if (free <= 0) continue;
          capLeft.set(dish.id, free - 1);
        }
        extra.set(dish.id, (extra.get(dish.id) ?? 0) + 1);
        left -= 1;
        progressed = true;
      }
      if (!progressed) break;
    }
    shortfall += left;
    for (const [dishId, quantity] of extra) added.push({ dishId, quantity, slot });
  }
  return { added, shortfall };
}

function countIn(items: readonly ChosenItem[], slot: Slot | null): number {
  return items
    .filter((item) => slot === null || item.slot === slot)
    .reduce((sum, item) => sum + item.quantity, 0);
}
