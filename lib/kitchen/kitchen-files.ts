// The kitchen's files for a week and delivery day: container labels (a day's, or one box's), the
// production sheet, and its shopping list as CSV for a supplier's order form.
import { BRAND_NAME } from "@/lib/brand";
import { formatDay, type IsoDate } from "@/lib/clock";
import { AppError } from "@/lib/errors";
import { csvTable } from "@/lib/reports/report-files";
import { renderLabelsPdf } from "./labels-pdf";
import { kitchenDayName, type KitchenDay } from "./kitchen-query";
import { loadContainerLabels, loadProductionSheet } from "./load-kitchen-sheets";
import { renderProductionPdf } from "./production-pdf";
import { roundGrams } from "./grams";

/** The day's labels, or one box's (`order`): a box with no paid meals that day is a 404. */
export async function labelsFile(weekStart: IsoDate, day: KitchenDay, now: Date, order?: string) {
  const { labels, notPaid } = await loadContainerLabels(weekStart, day, order);
  if (order && labels.length === 0) {
    const unpaid = notPaid.find((b) => b.number === order);
    throw new AppError(
      "NOT_FOUND",
      unpaid
        ? `Box ${order} is not paid (${unpaid.payment.toLowerCase()}): it gets labels once paid.`
        : `No box ${order} to pack for ${kitchenDayName(day)} of the week of ${formatDay(weekStart)}.`,
    );
  }
  const pdf = await renderLabelsPdf(labels, {
    title: order
      ? `Container labels for box ${order}, ${kitchenDayName(day)} of the week of ${formatDay(weekStart)}`
      : `Container labels, ${kitchenDayName(day)} of the week of ${formatDay(weekStart)}`,
    author: BRAND_NAME,
    createdAt: now,
  });
  return { filename: `labels-${weekStart}-${day}${order ? `-${order}` : ""}.pdf`, pdf };
}

export async function productionFile(weekStart: IsoDate, day: KitchenDay | "all", now: Date) {
  const sheet = await loadProductionSheet(weekStart, day);
  const pdf = await renderProductionPdf(sheet, {
    business: BRAND_NAME,
    week: formatDay(weekStart),
    day: kitchenDayName(day),
    createdAt: now,
  });
  return { filename: `production-${weekStart}-${day}.pdf`, pdf };
}

/** The shopping list as CSV: grams to a tenth, plain numbers a spreadsheet can add up. */
export async function shoppingListFile(weekStart: IsoDate, day: KitchenDay | "all") {
  const sheet = await loadProductionSheet(weekStart, day);
  const csv = csvTable(
    ["Ingredient", "Paid (g)", "Pending (g)", "Total (g)"],
    sheet.shopping.map((s) => [
      s.ingredient,
      roundGrams(s.paidGrams),
      roundGrams(s.pendingGrams),
      roundGrams(s.paidGrams + s.pendingGrams),
    ]),
  );
  return { filename: `shopping-list-${weekStart}-${day}.csv`, csv };
}
