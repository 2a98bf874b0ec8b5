// Reads a week's boxes (the packing list's) and the recipes of their dishes, for the production
// sheet and the container labels of one delivery day.
import type { IsoDate } from "@/lib/clock";
import { db } from "@/lib/db";
import { recipeLinesSelect, toRecipe } from "@/lib/menus/dish-recipe";
import type { RecipeLine } from "@/lib/menus/recipe-schema";
import { boxDays } from "@/lib/deliveries/boxes";
import { packingBoxes, type PackingBox } from "@/lib/reports/build-report";
import { containerLabels, type ContainerLabel } from "./container-labels";
import { deliveryDayOf, type KitchenDay } from "./kitchen-query";
import { productionSheet, type NotPaidBox, type ProductionSheet } from "./production-sheet";

const notPaid = (boxes: PackingBox[]): NotPaidBox[] =>
  boxes.filter((b) => !b.paid).map((b) => ({ number: b.order.number, payment: b.payment }));

const onDay = (boxes: PackingBox[], day: KitchenDay | "all") =>
  day === "all" ? boxes : boxes.filter((b) => b.day === deliveryDayOf(day));

async function recipesOf(dishIds: string[]): Promise<Map<string, RecipeLine[]>> {
  const dishes = await db.dish.findMany({
    where: { id: { in: dishIds } },
    select: { id: true, recipeLines: recipeLinesSelect },
  });
  return new Map(dishes.map((d) => [d.id, toRecipe(d.recipeLines)]));
}

/** The held boxes going out on the day (or any day): named apart, never cooked or labelled. */
const heldOn = (
  held: (Parameters<typeof boxDays>[0] & { number: string })[],
  day: KitchenDay | "all",
) =>
  held.filter((o) => day === "all" || boxDays(o).includes(deliveryDayOf(day))).map((o) => o.number);

export async function loadProductionSheet(
  weekStart: IsoDate,
  day: KitchenDay | "all",
): Promise<
  ProductionSheet & {
    weekStart: IsoDate;
    day: KitchenDay | "all";
    notPaid: NotPaidBox[];
    held: string[];
  }
> {
  const week = await packingBoxes(weekStart);
  const boxes = onDay(week.boxes, day);
  const recipes = await recipesOf([
    ...new Set(boxes.flatMap((b) => b.items.map((i) => i.dish.id))),
  ]);
  return {
    weekStart,
    day,
    ...productionSheet(boxes, recipes),
    notPaid: notPaid(boxes),
    held: heldOn(week.held, day),
  };
}

/** A day's labels; with `order`, only that box's (a reprint), the same labels as in the day's. */
export async function loadContainerLabels(
  weekStart: IsoDate,
  day: KitchenDay,
  order?: string,
): Promise<{ labels: ContainerLabel[]; boxes: number; notPaid: NotPaidBox[]; held: string[] }> {
  const week = await packingBoxes(weekStart);
  const all = onDay(week.boxes, day);
  const boxes = order ? all.filter((b) => b.order.number === order) : all;
  const paid = boxes.filter((b) => b.paid);
  const held = heldOn(week.held, day).filter((number) => !order || number === order);
  return {
    labels: containerLabels(paid, weekStart),
    boxes: paid.length,
    notPaid: notPaid(boxes),
    held,
  };
}
