// The container labels of a delivery day: one per meal, in packing order (the packing list's box
// order, then the box's dishes by name), and where each sits on a 2" x 4" label sheet, ten to a
// US-letter page (Avery 5163 and its like). Pure: boxes in, labels and positions out.
import { formatDay, type IsoDate } from "@/lib/clock";
import { deliveryDate, type DeliveryDayValue } from "@/lib/delivery-schedule/delivery-days";
import { canonicalAllergens } from "@/lib/menus/allergens";

/** What a label needs of a box (a paid one: unpaid boxes get no labels). */
export interface LabelBox {
  day: DeliveryDayValue;
  order: { number: string; user: { firstName: string; lastName: string } };
  items: {
    quantity: number;
    dish: { name: string; allergens: string[]; ingredients: string };
  }[];
}

export interface ContainerLabel {
  dish: string;
  allergens: string[];
  ingredients: string;
  customer: string;
  /** "Monday, March 9" */
  deliveryDay: string;
  orderNumber: string;
  /** This meal's place in its box: meal 3 of 8. */
  meal: number;
  mealsInBox: number;
}

export function containerLabels(boxes: LabelBox[], weekStart: IsoDate): ContainerLabel[] {
  return boxes.flatMap((box) => {
    const items = [...box.items].sort((a, b) => a.dish.name.localeCompare(b.dish.name));
    const mealsInBox = items.reduce((sum, i) => sum + i.quantity, 0);
    const meals = items.flatMap((item) => Array.from({ length: item.quantity }, () => item.dish));
    return meals.map((dish, index) => ({
      dish: dish.name,
      allergens: canonicalAllergens(dish.allergens),
      ingredients: dish.ingredients,
      customer: `${box.order.user.firstName} ${box.order.user.lastName}`.trim(),
      deliveryDay: formatDay(deliveryDate(weekStart, box.day)),
      orderNumber: box.order.number,
      meal: index + 1,
      mealsInBox,
    }));
  });
}

const INCH = 72;

/** The sheet, in PDF points: 2 columns x 5 rows of 4" x 2" labels, 0.5" top and bottom. */
export const LABEL_SHEET = {
  pageWidth: 8.5 * INCH,
  pageHeight: 11 * INCH,
  labelWidth: 4 * INCH,
  labelHeight: 2 * INCH,
  columns: 2,
  rows: 5,
  top: 0.5 * INCH,
  side: 0.15625 * INCH,
  gutter: 0.1875 * INCH,
} as const;

export const LABELS_PER_PAGE = LABEL_SHEET.columns * LABEL_SHEET.rows;

/** Where the nth label (from 0) goes: its page, and its top-left corner on the page. */
export function labelSlot(index: number): { page: number; x: number; y: number } {
  const s = LABEL_SHEET;
  const onPage = index % LABELS_PER_PAGE;
  const column = onPage % s.columns;
  const row = Math.floor(onPage / s.columns);
  return {
    page: Math.floor(index / LABELS_PER_PAGE),
    x: s.side + column * (s.labelWidth + s.gutter),
    y: s.top + row * s.labelHeight,
  };
}
