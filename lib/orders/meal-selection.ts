// The rules for a week's meal choice: the cart matches the plan size, every dish is on that week's
// menu, and split delivery (Monday and Thursday halves) only for even plans of at least
// SPLIT_DELIVERY_MIN_MEALS and split-eligible dishes. Used by sign-up and the meals page on the
// server; the limits live in meal-selection-rules.ts, which the browser imports without zod.
import { z } from "zod";
import { AppError, type FieldError } from "@/lib/errors";
import { addOnSelectionSchema } from "./add-on-selection";
import { MAX_MEALS_PER_DISH, MEAL_SLOTS, splitDeliveryAvailability } from "./meal-selection-rules";

export const mealSelectionSchema = z.object({
  splitDelivery: z.boolean().default(false),
  items: z
    .array(
      z.object({
        dishId: z.string().min(1).max(64),
        quantity: z.number().int().min(1).max(MAX_MEALS_PER_DISH),
        slot: z.enum(MEAL_SLOTS).default("SINGLE"),
      }),
    )
    .min(1, "Choose your meals.")
    .max(60),
  /** The week's add-ons, replacing those chosen before; left out, they stay as they are. */
  addOns: addOnSelectionSchema.optional(),
});
export type MealSelection = z.infer<typeof mealSelectionSchema>;

export interface MenuDishFacts {
  id: string;
  name: string;
  splitDeliveryEligible: boolean;
}

function fail(property: string, rule: string, message: string): never {
  const errors: FieldError[] = [{ property, constraints: { [rule]: message } }];
  throw new AppError("VALIDATION", message, { errors });
}

/** The chosen dish ids that are not on the week's menu (the caller looks up their names). */
export function dishesOffMenu(
  selection: Pick<MealSelection, "items">,
  menu: readonly Pick<MenuDishFacts, "id">[],
): string[] {
  const onMenu = new Set(menu.map((dish) => dish.id));
  return [...new Set(selection.items.map((item) => item.dishId))].filter((id) => !onMenu.has(id));
}

function offMenuMessage(names: readonly string[]): string {
  if (names.length === 0) return "One of the chosen meals is not on this week's menu.";
  const list =
    names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  return `${list} ${names.length === 1 ? "is" : "are"} not on this week's menu. Choose from this week's dishes.`;
}

/**
 * Throws a 400 naming the first broken rule; returns the selection merged by dish and slot.
 * `offMenuNames` names the chosen dishes that exist in the catalogue but not on this menu, so the
 * refusal can say which (an id that is no dish at all stays unnamed).
 */
export function checkMealSelection(
  selection: MealSelection,
  mealsPerWeek: number,
  menu: readonly MenuDishFacts[],
  offMenuNames: ReadonlyMap<string, string> = new Map(),
): MealSelection {
  const byId = new Map(menu.map((dish) => [dish.id, dish]));
  const offMenu = dishesOffMenu(selection, menu);
  if (offMenu.length > 0) {
    const names = offMenu.flatMap((id) => offMenuNames.get(id) ?? []);
    fail("items", "onMenu", offMenuMessage(names));
  }
  const merged = new Map<string, MealSelection["items"][number]>();
  for (const item of selection.items) {
    const key = `${item.dishId}:${item.slot}`;
    const prior = merged.get(key);
    merged.set(key, { ...item, quantity: (prior?.quantity ?? 0) + item.quantity });
  }
  const items = [...merged.values()];
  const total = items.reduce((sum, item) => sum + item.quantity, 0);
  if (total !== mealsPerWeek) {
    fail(
      "items",
      "planSize",
      `Choose exactly ${mealsPerWeek} meals for your plan (you chose ${total}).`,
    );
  }

  if (!selection.splitDelivery) {
    if (items.some((item) => item.slot !== "SINGLE")) {
      fail(
        "items",
        "slot",
        "Meals can only be given a Monday or Thursday delivery with split delivery.",
      );
    }
    return { splitDelivery: false, items, addOns: selection.addOns };
  }

  const split = splitDeliveryAvailability(mealsPerWeek);
  if (!split.available)
    fail("splitDelivery", "planSize", split.reason ?? "Split delivery is unavailable.");
  for (const item of items) {
    const dish = byId.get(item.dishId);
    if (dish && !dish.splitDeliveryEligible) {
      fail(
        "items",
        "splitEligible",
        `${dish.name} can't be part of a split delivery. Choose another meal or turn off split delivery.`,
      );
    }
    if (item.slot === "SINGLE")
      fail("items", "slot", "With split delivery, every meal goes on Monday or Thursday.");
  }
  const monday = items.filter((i) => i.slot === "MONDAY").reduce((s, i) => s + i.quantity, 0);
  if (monday !== mealsPerWeek / 2) {
    fail(
      "items",
      "halves",
      `With split delivery, choose ${mealsPerWeek / 2} meals for Monday and ${mealsPerWeek / 2} for Thursday.`,
    );
  }
  return { splitDelivery: true, items, addOns: selection.addOns };
}
