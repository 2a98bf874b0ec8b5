// The production sheet's summary in words, shared by its page and its PDF.
import type { NotPaidBox, ProductionSheet } from "./production-sheet";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "1 box not paid yet: LK-1000004 (payment failed)" with at most five named. */
export function notPaidWords(boxes: NotPaidBox[]): string | null {
  if (boxes.length === 0) return null;
  const NAMED = 5;
  const named = boxes
    .slice(0, NAMED)
    .map((b) => `${b.number} (${b.payment.toLowerCase()})`)
    .join(", ");
  const more = boxes.length > NAMED ? ` and ${boxes.length - NAMED} more` : "";
  return `${plural(boxes.length, "box", "boxes")} not paid yet: ${named}${more}`;
}

export function sheetSummary(
  sheet: ProductionSheet & { notPaid: NotPaidBox[]; held?: string[] },
): string[] {
  const { paid, pending } = sheet.portions;
  const unpaid = notPaidWords(sheet.notPaid);
  return [
    `${plural(paid, "portion", "portions")} paid and ${pending} pending across ${plural(sheet.dishes.length, "dish", "dishes")}.`,
    unpaid ? `Pending: ${unpaid}. Cook for them once they are paid.` : "",
    sheet.held?.length ? `Held, not cooked until released: ${sheet.held.join(", ")}.` : "",
    sheet.withoutRecipe.length > 0
      ? `No recipe yet for ${sheet.withoutRecipe.join(", ")}: the shopping list leaves them out.`
      : "",
  ].filter(Boolean);
}
