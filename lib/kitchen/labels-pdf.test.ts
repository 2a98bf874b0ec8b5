import { pdfTextRuns } from "@/lib/invoices/pdf-text";
import type { ContainerLabel } from "./container-labels";
import { CARE_LINES, renderLabelsPdf } from "./labels-pdf";

const label = (n: number, overrides: Partial<ContainerLabel> = {}): ContainerLabel => ({
  dish: "Butter Chicken with Cumin Basmati",
  allergens: ["Milk"],
  ingredients: "Chicken thigh, basmati rice, crushed tomato, cream, butter, onion, garlic",
  customer: `Customer ${n}`,
  deliveryDay: "Monday, March 9",
  orderNumber: `LK-${1000 + n}`,
  meal: 1,
  mealsInBox: 1,
  ...overrides,
});

const render = (labels: ContainerLabel[]) =>
  renderLabelsPdf(labels, { title: "Labels", author: "Test", createdAt: new Date(0) });
const pages = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type \/Page\b/g)?.length ?? 0;

test("23 labels fill three letter pages, in order, each with the care lines", async () => {
  const pdf = await render(Array.from({ length: 23 }, (_, i) => label(i + 1)));
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  expect(pages(pdf)).toBe(3);
  const runs = pdfTextRuns(pdf);
  expect(runs.filter((r) => r.startsWith("Customer "))).toEqual(
    Array.from({ length: 23 }, (_, i) => `Customer ${i + 1}`),
  );
  expect(runs.filter((r) => r === "Contains: Milk")).toHaveLength(23);
  expect(runs.filter((r) => r === CARE_LINES[0])).toHaveLength(23);
  expect(CARE_LINES).toEqual([
    "Keep refrigerated. Best eaten within 4–5 days. About 14 oz.",
    "Heat: microwave 2 minutes 30 seconds, or oven 12 minutes at 350°F.",
  ]);
});

test("a long ingredient list and a long name are cut to fit, the care lines still all there", async () => {
  const long = Array.from({ length: 150 }, (_, i) => `ingredient ${i}`).join(", ");
  const pdf = await render([
    label(1, {
      ingredients: long,
      dish: "An Extremely Long Dish Name That Goes On And On Past Two Lines Of The Label Width For Sure",
      allergens: [],
    }),
  ]);
  const text = pdfTextRuns(pdf).join(" ");
  expect(text).toMatch(/Ingredients: ingredient 0, ingredient 1,.*…/);
  expect(text).not.toContain("ingredient 149");
  expect(text).toContain("Allergens: none declared");
  expect(text).toContain(CARE_LINES[1]);
  expect(text).toContain("LK-1001 · meal 1 of 1");
  expect(pages(pdf)).toBe(1);
});

test("no labels: one page that says so", async () => {
  const pdf = await render([]);
  expect(pages(pdf)).toBe(1);
  expect(pdfTextRuns(pdf)).toEqual(["No paid meals to label for this day."]);
});
