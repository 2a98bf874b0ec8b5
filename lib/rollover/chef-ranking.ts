// The order in which the chef considers a week's dishes for one customer, from their own history:
// never a dish they rated 2 stars or less; dishes they rated 4 or 5 first (5 before 4); then
// dishes they chose themselves before (most often first); then the rest. Within each group the
// menu keeps its order (most popular this week first). Pure: chef-selection.ts calls it after its
// filters (allergens, split), and the chef's-selection mail says why each dish was chosen.
import type { ChefReason } from "@/lib/orders/chef-reasons";

/** A customer's history with one dish (absent fields: never rated, never chosen). */
export interface DishHistory {
  /** Their rating, 1 to 5. */
  stars?: number;
  /** Past boxes in which they chose it themselves (not the chef). */
  timesChosen?: number;
}

/** One customer's history, by dish id. */
export type CustomerHistory = ReadonlyMap<string, DishHistory>;

export type { ChefReason };

export const DISLIKED_AT_MOST = 2;
export const LIKED_AT_LEAST = 4;

export function reasonFor(history: DishHistory | undefined): ChefReason {
  if (history?.stars !== undefined && history.stars >= LIKED_AT_LEAST)
    return { kind: "rated", stars: history.stars };
  if (history?.timesChosen) return { kind: "chosen", times: history.timesChosen };
  return { kind: "popular" };
}

function rank(reason: ChefReason): number {
  if (reason.kind === "rated") return 10 - reason.stars; // 5 stars: 5, 4 stars: 6
  if (reason.kind === "chosen") return 100 - Math.min(reason.times, 99);
  return 1000;
}

/** `menu` (most popular first) ranked for the customer, the dishes they disliked left out. */
export function rankForCustomer<D extends { id: string }>(
  menu: readonly D[],
  history: CustomerHistory | undefined,
): D[] {
  if (!history || history.size === 0) return [...menu];
  const liked = menu.filter((dish) => {
    const stars = history.get(dish.id)?.stars;
    return stars === undefined || stars > DISLIKED_AT_MOST;
  });
  const order = new Map(liked.map((dish, i) => [dish.id, i]));
  const ranks = new Map(liked.map((dish) => [dish.id, rank(reasonFor(history.get(dish.id)))]));
  return liked.sort(
    (a, b) => ranks.get(a.id)! - ranks.get(b.id)! || order.get(a.id)! - order.get(b.id)!,
  );
}
