// The production sheet: each dish's portions for a delivery day (paid and pending apart), its
// recipe scaled by them, and every ingredient added up across dishes: the shopping list. Pure:
// the boxes come from the packing list's rules (lib/reports/build-report.ts), so a box left off
// the packing list is left off here too.
import { ingredientKey, type RecipeLine } from "@/lib/menus/recipe-schema";

/** What the sheet needs of a box: whether it is paid, its meals, its add-ons. */
export interface SheetBox {
  paid: boolean;
  items: { quantity: number; dish: { id: string; name: string } }[];
  addOns?: { quantity: number; addOn: { id: string; name: string } }[];
}

/** An add-on to pack (desserts, drinks...: bought in or made apart, so no recipe here). */
export interface SheetAddOn {
  addOnId: string;
  name: string;
  paid: number;
  pending: number;
}

/** A box that gets no label and is not cooked as paid: its order and its payment in words. */
export interface NotPaidBox {
  number: string;
  payment: string;
}

export interface IngredientAmount {
  ingredient: string;
  /** grams for the paid portions, and for the portions not paid yet */
  paidGrams: number;
  pendingGrams: number;
}

export interface SheetDish {
  dishId: string;
  name: string;
  paid: number;
  pending: number;
  /** The recipe scaled: grams in one portion, then for the portions. Empty: no recipe yet. */
  lines: (IngredientAmount & { gramsPerPortion: number })[];
}

export interface ProductionSheet {
  dishes: SheetDish[];
  /** Every ingredient across the dishes, by name (the shopping list). */
  shopping: IngredientAmount[];
  /** Dishes cooked this day that have no recipe, so the shopping list misses them. */
  withoutRecipe: string[];
  portions: { paid: number; pending: number };
  addOns: SheetAddOn[];
}

/** The shopping list's name for an ingredient: spaces tidied, a capital first ("Basmati rice"). */
const listName = (name: string) => {
  const tidy = name.trim().replace(/\s+/g, " ");
  return tidy.charAt(0).toUpperCase() + tidy.slice(1);
};

// Grams are summed in tenths (integers), so 0.1 g × 3 portions is 0.3 g, not 0.30000000000000004.
const tenths = (grams: number) => Math.round(grams * 10);

/** The sheet for these boxes (the caller picks the day's). */
export function productionSheet(
  boxes: SheetBox[],
  recipes: ReadonlyMap<string, RecipeLine[]>,
): ProductionSheet {
  const portions = new Map<string, { name: string; paid: number; pending: number }>();
  for (const box of boxes) {
    for (const item of box.items) {
      const dish = portions.get(item.dish.id) ?? { name: item.dish.name, paid: 0, pending: 0 };
      dish[box.paid ? "paid" : "pending"] += item.quantity;
      portions.set(item.dish.id, dish);
    }
  }
  const dishes: SheetDish[] = [...portions]
    .map(([dishId, { name, paid, pending }]) => ({
      dishId,
      name,
      paid,
      pending,
      lines: (recipes.get(dishId) ?? []).map((line) => ({
        ingredient: line.ingredient,
        gramsPerPortion: line.grams,
        paidGrams: (tenths(line.grams) * paid) / 10,
        pendingGrams: (tenths(line.grams) * pending) / 10,
      })),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));

  const shopping = new Map<string, { ingredient: string; paid: number; pending: number }>();
  for (const dish of dishes) {
    for (const line of dish.lines) {
      const key = ingredientKey(line.ingredient);
      const total = shopping.get(key) ?? {
        ingredient: listName(line.ingredient),
        paid: 0,
        pending: 0,
      };
      total.paid += tenths(line.paidGrams);
      total.pending += tenths(line.pendingGrams);
      shopping.set(key, total);
    }
  }
  const addOns = new Map<string, SheetAddOn>();
  for (const box of boxes) {
    for (const line of box.addOns ?? []) {
      const row = addOns.get(line.addOn.id) ?? {
        addOnId: line.addOn.id,
        name: line.addOn.name,
        paid: 0,
        pending: 0,
      };
      row[box.paid ? "paid" : "pending"] += line.quantity;
      addOns.set(line.addOn.id, row);
    }
  }
  return {
    dishes,
    addOns: [...addOns.values()].sort((a, b) => a.name.localeCompare(b.name)),
    shopping: [...shopping.values()]
      .map((t) => ({
        ingredient: t.ingredient,
        paidGrams: t.paid / 10,
        pendingGrams: t.pending / 10,
      }))
      .sort((a, b) => a.ingredient.localeCompare(b.ingredient)),
    withoutRecipe: dishes.filter((d) => d.lines.length === 0).map((d) => d.name),
    portions: {
      paid: dishes.reduce((sum, d) => sum + d.paid, 0),
      pending: dishes.reduce((sum, d) => sum + d.pending, 0),
    },
  };
}
