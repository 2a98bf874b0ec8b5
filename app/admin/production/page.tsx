// /admin/production?week=&day=: what the kitchen cooks, buys and labels for a delivery week and
// day: portions per dish (paid and pending apart), the shopping list, each recipe scaled, and the
// container labels and production sheet as PDFs. Printable as it stands.
import type { Metadata } from "next";
import Link from "next/link";
import { AdminPage } from "@/components/admin/admin-page";
import { AmountTable } from "@/components/admin/kitchen/amount-table";
import { PrintButton } from "@/components/admin/kitchen/print-button";
import { ReprintBoxForm } from "@/components/admin/kitchen/reprint-box-form";
import { WeekDayForm } from "@/components/admin/kitchen/week-day-form";
import { kitchenWeekChoices } from "@/lib/kitchen/week-choices";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { adminPage } from "@/lib/auth/page-guard";
import { formatDay, kitchenWeekStart } from "@/lib/clock";
import { serverNow } from "@/lib/clock/server-now";
import { formatGrams } from "@/lib/kitchen/grams";
import {
  KITCHEN_DAYS,
  kitchenDayName,
  labelsQuery,
  productionQuery,
} from "@/lib/kitchen/kitchen-query";
import { loadContainerLabels, loadProductionSheet } from "@/lib/kitchen/load-kitchen-sheets";
import { sheetSummary } from "@/lib/kitchen/sheet-words";

export const metadata: Metadata = { title: "Production · Admin" };

interface ProductionPageProps {
  searchParams: Promise<{ week?: string; day?: string; reprint?: string }>;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export default adminPage(async (_admin, { searchParams }: ProductionPageProps) => {
  const now = await serverNow();
  const params = await searchParams;
  // The week being cooked (locked at its deadline, not yet delivered) unless another is chosen.
  const kitchen = kitchenWeekStart(now);
  const parsed = productionQuery.safeParse({ weekStart: params.week ?? kitchen, day: params.day });
  const { weekStart: week, day } = parsed.success
    ? parsed.data
    : { weekStart: kitchen, day: "all" as const };

  const weeks = kitchenWeekChoices(now, week);

  // A box to reprint: its labels for the chosen day, or why it has none.
  const reprintAsked = labelsQuery.safeParse({
    weekStart: week,
    day: day === "all" ? "monday" : day,
    order: params.reprint,
  });
  const reprint =
    reprintAsked.success && reprintAsked.data.order
      ? {
          ...reprintAsked.data,
          order: reprintAsked.data.order,
          ...(await loadContainerLabels(week, reprintAsked.data.day, reprintAsked.data.order)),
        }
      : null;

  const [sheet, ...labelSets] = await Promise.all([
    loadProductionSheet(week, day),
    ...(day === "all" ? KITCHEN_DAYS : [day]).map(async (d) => ({
      day: d,
      ...(await loadContainerLabels(week, d)),
    })),
  ]);
  const query = `weekStart=${week}&day=${day}`;
  const grams = (paid: number, pending: number) => [
    formatGrams(paid),
    formatGrams(pending),
    formatGrams(paid + pending),
  ];

  return (
    <AdminPage
      title="Production and labels"
      intro={`What to cook, buy and label for the delivery week of ${formatDay(week)}: ${kitchenDayName(day)} ${day === "all" ? "deliveries" : "deliveries only"}.`}
      actions={<PrintButton>Print this page</PrintButton>}
    >
      <WeekDayForm weeks={weeks} week={week} day={day} />

      <Card className="space-y-4 print:hidden">
        <h2 className="text-base font-semibold text-forest-950">Print for the kitchen</h2>
        <ul className="space-y-4">
          <li className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <a
              href={`/api/admin/kitchen/production/pdf?${query}`}
              className={buttonClasses({ variant: "primary", size: "sm" })}
            >
              Production sheet (PDF)
            </a>
            <span className="text-sm text-stone-700">The tables below, for the kitchen wall.</span>
          </li>
          {labelSets.map((set) => {
            const name = kitchenDayName(set.day);
            return (
              <li key={set.day} className="flex flex-wrap items-center gap-x-4 gap-y-2">
                {set.labels.length > 0 ? (
                  <a
                    href={`/api/admin/kitchen/labels?weekStart=${week}&day=${set.day}`}
                    className={buttonClasses({ variant: "secondary", size: "sm" })}
                  >
                    {name} labels (PDF)
                  </a>
                ) : null}
                <span className="text-sm text-stone-700" data-testid={`labels-${set.day}`}>
                  {set.labels.length > 0
                    ? `${plural(set.labels.length, "label", "labels")} for ${plural(set.boxes, "paid box", "paid boxes")} delivered ${name}.`
                    : `No paid meals to label for ${name}.`}
                  {set.notPaid.length > 0
                    ? ` Not paid yet, so not labelled: ${set.notPaid.map((b) => `${b.number} (${b.payment.toLowerCase()})`).join(", ")}.`
                    : ""}
                  {set.held.length > 0
                    ? ` Held, so not labelled until released: ${set.held.join(", ")}.`
                    : ""}
                </span>
              </li>
            );
          })}
        </ul>
        <p className="text-sm text-stone-600">
          Labels are 2″ × 4″, ten to a US-letter sheet (Avery 5163 or the like), in packing order:
          print at actual size, not &ldquo;fit to page&rdquo;.
        </p>
      </Card>

      <Card className="space-y-3 print:hidden">
        <h2 id="reprint" className="text-base font-semibold text-forest-950">
          Reprint one box&apos;s labels
        </h2>
        <ReprintBoxForm week={week} day={day} order={reprint?.order ?? ""} />
        {reprint ? (
          <p role="status" className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            {reprint.labels.length > 0 ? (
              <>
                <a
                  href={`/api/admin/kitchen/labels?weekStart=${week}&day=${reprint.day}&order=${encodeURIComponent(reprint.order)}`}
                  className={buttonClasses({ variant: "primary", size: "sm" })}
                >
                  Box {reprint.order} labels (PDF)
                </a>
                <span className="text-stone-700">
                  {plural(reprint.labels.length, "label", "labels")} for{" "}
                  {reprint.labels[0].customer}, {kitchenDayName(reprint.day)}.
                </span>
              </>
            ) : (
              <span className="text-red-700">
                {reprint.notPaid.some((b) => b.number === reprint.order)
                  ? `Box ${reprint.order} is not paid yet: it gets labels once paid.`
                  : `No box ${reprint.order} goes out ${kitchenDayName(reprint.day)} in the week of ${formatDay(week)}.`}
              </span>
            )}
          </p>
        ) : null}
      </Card>

      <div className="space-y-1 text-sm text-forest-950" data-testid="sheet-summary">
        {sheetSummary(sheet).map((line) => (
          <p key={line} className="first:font-semibold">
            {line}
          </p>
        ))}
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <section className="min-w-0 space-y-3">
          <h2 className="text-lg font-semibold text-forest-950">Portions per dish</h2>
          <AmountTable
            label="Portions per dish"
            columns={["Dish", "Paid", "Pending", "Total"]}
            rows={sheet.dishes.map((d) => ({
              key: d.dishId,
              cells: [d.name, d.paid, d.pending, d.paid + d.pending],
            }))}
            empty="No meals ordered for this day."
          />
        </section>
        <section className="min-w-0 space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="text-lg font-semibold text-forest-950">Shopping list</h2>
            {sheet.shopping.length > 0 ? (
              <a
                href={`/api/admin/kitchen/production/csv?${query}`}
                className="text-sm font-semibold text-forest-800 underline print:hidden"
              >
                Shopping list (CSV)
              </a>
            ) : null}
          </div>
          <AmountTable
            label="Shopping list"
            columns={["Ingredient", "Paid", "Pending", "Total"]}
            rows={sheet.shopping.map((s) => ({
              key: s.ingredient,
              cells: [s.ingredient, ...grams(s.paidGrams, s.pendingGrams)],
            }))}
            empty="Nothing to buy: no recipes for the meals ordered."
          />
        </section>
        {sheet.addOns.length > 0 ? (
          <section className="min-w-0 space-y-3">
            <h2 className="text-lg font-semibold text-forest-950">Add-ons to pack</h2>
            <AmountTable
              label="Add-ons to pack"
              columns={["Add-on", "Paid", "Pending", "Total"]}
              rows={sheet.addOns.map((a) => ({
                key: a.addOnId,
                cells: [a.name, a.paid, a.pending, a.paid + a.pending],
              }))}
              empty=""
            />
          </section>
        ) : null}
      </div>

      {sheet.dishes.length > 0 ? (
        <section className="space-y-4">
          <h2 className="text-lg font-semibold text-forest-950">Recipes scaled</h2>
          {sheet.dishes.map((dish) => (
            <div key={dish.dishId} className="space-y-2 break-inside-avoid">
              <h3 className="font-semibold text-forest-950">
                {dish.name}{" "}
                <span className="font-normal text-stone-600">
                  · {dish.paid} paid, {dish.pending} pending
                </span>
              </h3>
              {dish.lines.length > 0 ? (
                <AmountTable
                  label={`${dish.name}, scaled`}
                  columns={["Ingredient", "Per portion", "Paid", "Pending", "Total"]}
                  rows={dish.lines.map((l) => ({
                    key: l.ingredient,
                    cells: [
                      l.ingredient,
                      formatGrams(l.gramsPerPortion),
                      ...grams(l.paidGrams, l.pendingGrams),
                    ],
                  }))}
                  empty=""
                />
              ) : (
                <p className="text-sm text-stone-700">
                  No recipe yet.{" "}
                  <Link
                    href={`/admin/dishes/${dish.dishId}`}
                    className="font-semibold text-forest-800 underline print:hidden"
                  >
                    Add it in the dish form
                  </Link>
                </p>
              )}
            </div>
          ))}
        </section>
      ) : null}
    </AdminPage>
  );
});
