// The kitchen's PDFs for a week and delivery day: container labels and the production sheet.
import { BRAND_NAME } from "@/lib/brand";
import { formatDay, type IsoDate } from "@/lib/clock";
import { renderLabelsPdf } from "./labels-pdf";
import { kitchenDayName, type KitchenDay } from "./kitchen-query";
import { loadContainerLabels, loadProductionSheet } from "./load-kitchen-sheets";
import { renderProductionPdf } from "./production-pdf";

export async function labelsFile(weekStart: IsoDate, day: KitchenDay, now: Date) {
  const { labels } = await loadContainerLabels(weekStart, day);
  const pdf = await renderLabelsPdf(labels, {
    title: `Container labels, ${kitchenDayName(day)} of the week of ${formatDay(weekStart)}`,
    author: BRAND_NAME,
    createdAt: now,
  });
  return { filename: `labels-${weekStart}-${day}.pdf`, pdf };
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
