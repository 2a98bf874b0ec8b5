// The sign-up cart: which dishes, how many, and (with split delivery) on which day. Pure
// functions over an array, so the meal screen, the checkout and the tests share one set of rules.
// The server checks the same rules again (lib/orders/meal-selection.ts).
import {
  MAX_MEALS_PER_DISH,
  splitDeliveryAvailability,
  type MealSlot,
} from "@/lib/orders/meal-selection-rules";

export type CartSlot = MealSlot;

export interface CartItem {
  dishId: string;
  /** Kept so the checkout and the cart panel can name the meal without the menu. */
  name: string;
  imageUrl: string;
  splitDeliveryEligible: boolean;
  quantity: number;
  slot: CartSlot;
}

export type CartDish = Pick<CartItem, "dishId" | "name" | "imageUrl" | "splitDeliveryEligible">;

// A split order holds only split-eligible dishes, on either day (lib/orders/meal-selection.ts).
export const SPLIT_INELIGIBLE_REASON =
  "This dish isn't offered with split delivery, on Monday or Thursday. Turn off split delivery to add it.";

export function countMeals(cart: readonly CartItem[], slot?: CartSlot): number {
  return cart
    .filter((item) => slot === undefined || item.slot === slot)
    .reduce((sum, item) => sum + item.quantity, 0);
}

export function quantityOf(cart: readonly CartItem[], dishId: string, slot: CartSlot): number {
  return cart.find((item) => item.dishId === dishId && item.slot === slot)?.quantity ?? 0;
}

/** How many meals a slot holds when full: the plan size, or half of it with split delivery. */
export function slotCapacity(mealsPerWeek: number, slot: CartSlot): number {
  return slot === "SINGLE" ? mealsPerWeek : mealsPerWeek / 2;
}

/** Whether one more of this dish may go into the slot (plan size, half size, per-dish limit). */
export function canAdd(
  cart: readonly CartItem[],
  dish: CartDish,
  slot: CartSlot,
  mealsPerWeek: number,
): boolean {
  if (slot !== "SINGLE" && !dish.splitDeliveryEligible) return false;
  if (countMeals(cart, slot) >= slotCapacity(mealsPerWeek, slot)) return false;
  if (countMeals(cart) >= mealsPerWeek) return false;
  const sameDish = cart
    .filter((item) => item.dishId === dish.dishId)
    .reduce((s, i) => s + i.quantity, 0);
  return sameDish < MAX_MEALS_PER_DISH;
}

/** Adds `delta` (may be negative) of a dish to a slot; lines at zero disappear. */
export function changeQuantity(
  cart: readonly CartItem[],
  dish: CartDish,
  slot: CartSlot,
  delta: number,
): CartItem[] {
  const existing = cart.find((item) => item.dishId === dish.dishId && item.slot === slot);
  if (!existing) {
    return delta > 0 ? [...cart, { ...dish, slot, quantity: delta }] : [...cart];
  }
  return cart
    .map((item) => (item === existing ? { ...item, quantity: item.quantity + delta } : item))
    .filter((item) => item.quantity > 0);
}

export function removeLine(cart: readonly CartItem[], dishId: string, slot: CartSlot): CartItem[] {
  return cart.filter((item) => !(item.dishId === dishId && item.slot === slot));
}

export interface SplitConversion {
  cart: CartItem[];
  /** Names of meals taken out because they cannot be split. */
  removed: string[];
}

/**
 * Turning split delivery on: eligible meals fill Monday up to half the plan, then Thursday;
 * ineligible meals come out (and are named, so the screen can say so).
 */
export function toSplitCart(cart: readonly CartItem[], mealsPerWeek: number): SplitConversion {
  const half = mealsPerWeek / 2;
  const removed: string[] = [];
  let next: CartItem[] = [];
  for (const item of cart) {
    if (!item.splitDeliveryEligible) {
      if (!removed.includes(item.name)) removed.push(item.name);
      continue;
    }
    for (let n = 0; n < item.quantity; n++) {
      const slot: CartSlot = countMeals(next, "MONDAY") < half ? "MONDAY" : "THURSDAY";
      if (countMeals(next, slot) >= half) break;
      next = changeQuantity(next, item, slot, 1);
    }
  }
  return { cart: next, removed };
}

/** Turning split delivery off: every meal goes back into the one delivery. */
export function toSingleCart(cart: readonly CartItem[]): CartItem[] {
  let next: CartItem[] = [];
  for (const item of cart) next = changeQuantity(next, item, "SINGLE", item.quantity);
  return next;
}

export type CartProblem =
  | { kind: "empty" }
  | { kind: "short"; missing: number }
  | { kind: "over"; extra: number }
  | { kind: "halves"; monday: number; thursday: number; half: number }
  | { kind: "ineligible"; names: string[] }
  | { kind: "splitUnavailable"; reason: string }
  | { kind: "slots" };

/** Null when the cart can be ordered as it is; otherwise the first thing to fix. */
export function cartProblem(
  cart: readonly CartItem[],
  mealsPerWeek: number,
  splitDelivery: boolean,
): CartProblem | null {
  const total = countMeals(cart);
  if (total === 0) return { kind: "empty" };
  if (splitDelivery) {
    const split = splitDeliveryAvailability(mealsPerWeek);
    if (!split.available) return { kind: "splitUnavailable", reason: split.reason ?? "" };
    const ineligible = cart.filter((item) => !item.splitDeliveryEligible).map((item) => item.name);
    if (ineligible.length > 0) return { kind: "ineligible", names: ineligible };
    if (cart.some((item) => item.slot === "SINGLE")) return { kind: "slots" };
  } else if (cart.some((item) => item.slot !== "SINGLE")) {
    return { kind: "slots" };
  }
  if (total < mealsPerWeek) return { kind: "short", missing: mealsPerWeek - total };
  if (total > mealsPerWeek) return { kind: "over", extra: total - mealsPerWeek };
  if (splitDelivery) {
    const half = mealsPerWeek / 2;
    const monday = countMeals(cart, "MONDAY");
    const thursday = countMeals(cart, "THURSDAY");
    if (monday !== half || thursday !== half) return { kind: "halves", monday, thursday, half };
  }
  return null;
}

export function isCartComplete(
  cart: readonly CartItem[],
  mealsPerWeek: number,
  splitDelivery: boolean,
): boolean {
  return cartProblem(cart, mealsPerWeek, splitDelivery) === null;
}

/** The items of POST /api/orders. */
export function orderItems(cart: readonly CartItem[]) {
  return cart.map(({ dishId, quantity, slot }) => ({ dishId, quantity, slot }));
}

/**
 * Portions of a capped dish this cart may still hold: what is left on the menu plus what the
 * customer's saved order already holds (the server counts those as taken, and lets an order keep
 * them: lib/menus/dish-caps.ts), less what the cart holds now. null: the dish has no cap.
 */
export function portionsLeftFor(
  left: number | null,
  heldInSavedOrder: number,
  inCart: number,
): number | null {
  if (left === null) return null;
  return Math.max(0, left + heldInSavedOrder - inCart);
}

/**
 * The sign-up cart within the menu's portions left (nothing is saved before sign-up, so the cart
 * may hold at most `left` of a capped dish): a dish that sold out meanwhile is taken out, from
 * its last lines first. `removed` names each dish that lost portions, for the note.
 */
export function trimToPortionsLeft(
  cart: readonly CartItem[],
  leftOf: (dishId: string) => number | null,
): { cart: CartItem[]; removed: string[] } {
  const allowance = new Map<string, number>();
  const removed: string[] = [];
  const kept: CartItem[] = [];
  for (const item of cart) {
    const left = leftOf(item.dishId);
    if (left === null) {
      kept.push(item);
      continue;
    }
    const free = allowance.get(item.dishId) ?? left;
    const quantity = Math.min(item.quantity, free);
    allowance.set(item.dishId, free - quantity);
    if (quantity < item.quantity && !removed.includes(item.name)) removed.push(item.name);
    if (quantity > 0) kept.push({ ...item, quantity });
  }
  return { cart: kept, removed };
}

/** The add/remove controls of one dish: one per delivery (Monday and Thursday with split). */
export function slotControls(
  cart: readonly CartItem[],
  dish: CartDish,
  options: { split: boolean; mealsPerWeek: number; left: number | null },
): { slot: CartSlot; quantity: number; canAdd: boolean; blockedReason: string }[] {
  const slots: CartSlot[] = options.split ? ["MONDAY", "THURSDAY"] : ["SINGLE"];
  return slots.map((slot) => ({
    slot,
    quantity: quantityOf(cart, dish.dishId, slot),
    canAdd: canAdd(cart, dish, slot, options.mealsPerWeek) && options.left !== 0,
    blockedReason:
      options.left === 0
        ? `${dish.name} is sold out this week`
        : slot === "SINGLE"
          ? "Your box is full"
          : `Your ${slot === "MONDAY" ? "Monday" : "Thursday"} delivery is full`,
  }));
}
