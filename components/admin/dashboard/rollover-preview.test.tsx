// The dry-run panel says what the API answers (issue 38: its answer had `allergenShortfall: 3`
// while the panel showed no shortfall): each short box and each box without an address, first.
import { renderToStaticMarkup } from "react-dom/server";
import type { RolloverPreview } from "@/lib/rollover/preview";
import { PreviewResult } from "./rollover-preview";

const row = (overrides: Partial<RolloverPreview["rows"][number]>) => ({
  orderNumber: "LK-1001",
  customerEmail: "fine@example.com",
  action: "lock" as const,
  mealsCount: 8,
  chefSelection: [],
  allergenShortfall: 0,
  beyondCap: 0,
  chargedMeals: 8,
  noAddress: false,
  firstOrderPromotion: false,
  subtotalCents: 10392,
  discountCents: 0,
  giftCents: 0,
  creditCents: 0,
  chargeCents: 10392,
  ...overrides,
});

const preview = (rows: RolloverPreview["rows"], counts: Partial<RolloverPreview> = {}) => ({
  weekStart: "2026-12-07",
  orders: rows.length,
  toCreate: 0,
  toFill: 0,
  toCharge: rows.length,
  chargeTotalCents: rows.reduce((sum, r) => sum + r.chargeCents, 0),
  short: 0,
  withoutAddress: 0,
  note: null,
  rows,
  ...counts,
});

const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'");

test("a short box, a box beyond a cap and a box without an address are each named", () => {
  const html = renderToStaticMarkup(
    <PreviewResult
      preview={preview(
        [
          row({ orderNumber: "LK-2001", allergenShortfall: 3, chargedMeals: 5, chargeCents: 6495 }),
          row({ orderNumber: "LK-2002", beyondCap: 1, chargedMeals: 7, chargeCents: 9093 }),
          row({ orderNumber: null, customerEmail: "new@example.com", noAddress: true }),
          row({}),
        ],
        { short: 2, withoutAddress: 1 },
      )}
    />,
  );
  const said = text(html);
  expect(said).toContain(
    "2 boxes short: the missing meals are not charged; 1 box without a delivery address. They are listed first.",
  );
  expect(said).toContain("LK-2001 · fine@example.com · lock · $64.95 · 3 meals short, not charged");
  expect(said).toContain(
    "LK-2002 · fine@example.com · lock · $90.93 · 1 meal beyond a dish's cap, not charged",
  );
  expect(said).toContain("new · new@example.com · lock · $103.92 · no delivery address");
  // A box with nothing to look at carries no note.
  expect(said).toMatch(/LK-1001 · fine@example\.com · lock · \$103\.92(?! ·)/);
});

test("a week with nothing to look at says nothing more", () => {
  const said = text(renderToStaticMarkup(<PreviewResult preview={preview([row({})])} />));
  expect(said).not.toMatch(/short|address/);
});
