// The demo admin prints the kitchen's sheets for the week in the kitchen: the production sheet and
// each day's container labels, opened and counted against the orders (the reports' own numbers),
// the shopping list as CSV and one box's labels reprinted;
// and writes a dish's recipe in the dish form, by keyboard, with a refused duplicate announced.
import {
  expectNoHorizontalScroll,
  expectNoSeriousAxeViolations,
  expectNoSidewaysTables,
  stackedLabelOf,
} from "./a11y";
import { DEMO } from "./support";
import { expect, test, type Page } from "./test";
import { pdfTextRuns } from "../lib/invoices/pdf-text";
import { signedIn } from "./session";

test.describe.configure({ timeout: 150_000 });
// axe is injected as a script tag, which the app's CSP would refuse.
test.use({ bypassCSP: true });

async function asAdmin(page: Page) {
  await signedIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin/, { timeout: 30_000 });
}

type Row = (string | number)[];

test("labels and production sheet for each day match the packing list and the prep list", async ({
  page,
}) => {
  await asAdmin(page);
  await page.goto("/admin");
  await page.getByRole("link", { name: "Production sheet and labels" }).first().click();
  await expect(page.getByRole("heading", { name: "Production and labels" })).toBeVisible();
  const week = new URL(page.url()).searchParams.get("week");
  expect(week).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await expectNoSeriousAxeViolations(page, "/admin/production");

  const report = async (kind: string): Promise<Row[]> => {
    const res = await page.request.get(`/api/admin/reports/${kind}?weekStart=${week}`);
    expect(res.status()).toBe(200);
    return ((await res.json()) as { rows: Row[] }).rows;
  };
  const packing = await report("packing");
  const prep = await report("kitchen-prep");

  let labelled = 0;
  for (const [day, column] of [
    ["Monday", 1],
    ["Thursday", 2],
  ] as const) {
    // The packing list's paid boxes of the day, and their meals: one label each.
    const paidBoxes = packing.filter((r) => r[0] === day && r[3] === "Paid");
    const meals = paidBoxes.reduce((sum, r) => sum + Number(r[6]), 0);
    labelled += meals;
    const summary = page.getByTestId(`labels-${day.toLowerCase()}`);
    if (meals === 0) {
      await expect(summary).toContainText(`No paid meals to label for ${day}.`);
      continue;
    }
    await expect(summary).toContainText(
      `${meals} ${meals === 1 ? "label" : "labels"} for ${paidBoxes.length} paid ${paidBoxes.length === 1 ? "box" : "boxes"} delivered ${day}.`,
    );
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: `${day} labels (PDF)` }).click();
    const pdf = await (await download).createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of pdf) chunks.push(chunk as Buffer);
    const runs = pdfTextRuns(Buffer.concat(chunks));
    // Every label ends with its order and place in the box: "LK-… · meal 3 of 8".
    const places = runs.filter((r) => / · meal \d+ of \d+$/.test(r));
    expect(places).toHaveLength(meals);
    for (const box of paidBoxes) {
      expect(places.filter((r) => r.startsWith(`${box[1]} · `))).toHaveLength(Number(box[6]));
    }
    // In packing order: the boxes as the packing list has them.
    const order = [...new Set(places.map((r) => r.split(" · ")[0]))];
    expect(order).toEqual(paidBoxes.map((r) => r[1]));

    // The day's production sheet: its paid portions are the prep list's column for the day.
    const paid = prep.reduce((sum, r) => sum + Number(r[column]), 0);
    expect(paid).toBe(meals);
    const sheet = await page.request.get(
      `/api/admin/kitchen/production/pdf?weekStart=${week}&day=${day.toLowerCase()}`,
    );
    expect(sheet.headers()["content-type"]).toBe("application/pdf");
    const text = pdfTextRuns(await sheet.body());
    expect(text.find((r) => / portions? paid and \d+ pending/.test(r))).toMatch(
      new RegExp(`^${paid} portions? paid`),
    );
  }
  expect(labelled, "the seeded week in the kitchen has paid boxes to label").toBeGreaterThan(0);

  // Both days on the page: the portions table adds up to the prep list's paid total.
  const total = prep.reduce((sum, r) => sum + Number(r[3]), 0);
  await expect(page.getByTestId("sheet-summary")).toContainText(
    new RegExp(`^${total} portions? paid`),
  );
  const shoppingRows = page.getByRole("region", { name: "Shopping list" }).getByRole("row");
  await expect(shoppingRows).not.toHaveCount(1);

  // The shopping list as CSV: the same ingredients, one line each under the header.
  const csv = await page.request.get(`/api/admin/kitchen/production/csv?weekStart=${week}&day=all`);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const lines = (await csv.body()).toString("utf8").trimEnd().split("\r\n");
  expect(lines[0]).toBe("\uFEFFIngredient,Paid (g),Pending (g),Total (g)");
  expect(lines).toHaveLength(await shoppingRows.count());

  // One box's labels to reprint, found by its number typed without "LK-".
  const box = packing.find((r) => r[3] === "Paid")!;
  await page.getByLabel("Order number").fill(String(box[1]).replace(/^LK-/, ""));
  await page.locator("#reprint-day").selectOption(String(box[0]).toLowerCase());
  await page.getByRole("button", { name: "Find the box" }).click();
  const reprint = page.waitForEvent("download");
  await page.getByRole("link", { name: `Box ${box[1]} labels (PDF)` }).click();
  const chunks: Buffer[] = [];
  for await (const chunk of await (await reprint).createReadStream()) chunks.push(chunk as Buffer);
  const places = pdfTextRuns(Buffer.concat(chunks)).filter((r) => / · meal \d+ of \d+$/.test(r));
  expect(places).toEqual(
    Array.from({ length: Number(box[6]) }, (_, i) => `${box[1]} · meal ${i + 1} of ${box[6]}`),
  );
});

test("a dish's recipe: add rows by keyboard, a duplicate is refused and focused, saved in order", async ({
  page,
}) => {
  await asAdmin(page);
  await page.goto("/admin/dishes?q=Falafel");
  await page.getByRole("link", { name: "Baked Falafel Bowl" }).first().click();
  await expect(page.getByRole("group", { name: "Recipe for one portion" })).toBeVisible();
  const rows = () =>
    page.getByRole("group", { name: "Recipe for one portion" }).getByRole("listitem");
  const before = await rows().count();
  expect(before, "the seeded dish has its recipe").toBeGreaterThan(5);

  await page.getByRole("button", { name: "Add ingredient" }).focus();
  await page.keyboard.press("Enter");
  const line = before + 1;
  await expect(page.getByLabel(`Ingredient ${line}`, { exact: true })).toBeFocused();
  await page.keyboard.type("chickpeas");
  await page.keyboard.press("Tab");
  await page.keyboard.type("15");
  await page.getByRole("button", { name: "Save dish" }).click();
  const name = page.getByLabel(`Ingredient ${line}`, { exact: true });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(
    page.getByText("chickpeas is already on line 1: add the grams there."),
  ).toBeVisible();
  // axe counts a button scrolled under the sticky header as a target too small to press: measure
  // the page from its top, where nothing is under the header.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSeriousAxeViolations(page, "dish form with a recipe error");

  await name.fill("Pickled red onion");
  await page.getByRole("button", { name: "Save dish" }).click();
  await expect(page).toHaveURL(/\/admin\/dishes$/);
  await page.getByRole("link", { name: "Baked Falafel Bowl" }).first().click();
  await expect(page.getByLabel(`Ingredient ${line}`, { exact: true })).toHaveValue(
    "Pickled red onion",
  );
  await expect(page.getByLabel(`Grams, line ${line}`, { exact: true })).toHaveValue("15");

  // Removing it puts focus on the next row, or on "Add ingredient" after the last one.
  await page.getByRole("button", { name: `Remove ingredient ${line}` }).click();
  await expect(page.getByRole("button", { name: "Add ingredient" })).toBeFocused();
  await page.getByRole("button", { name: "Save dish" }).click();
  await expect(page).toHaveURL(/\/admin\/dishes$/);
});

test("the production page, the packing list and the dish form fit a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await asAdmin(page);
  await page.goto("/admin/production");
  await expectNoHorizontalScroll(page, "/admin/production at 375 px");
  await expectNoSidewaysTables(page, "/admin/production at 375 px");
  await expectNoSeriousAxeViolations(page, "/admin/production at 375 px");
  // The day's boxes: each a card on the phone, every value under its column's name.
  await page.goto("/admin/reports?report=packing");
  await expectNoSidewaysTables(page, "the packing list at 375 px");
  expect(await stackedLabelOf(page, 'td[data-label="Dishes"]')).toBe('"Dishes"');
  await expectNoSeriousAxeViolations(page, "the packing list at 375 px");
  await page.goto("/admin/dishes/new");
  await page.getByRole("button", { name: "Add ingredient" }).click();
  await expectNoHorizontalScroll(page, "/admin/dishes/new at 375 px");
  await expectNoSeriousAxeViolations(page, "/admin/dishes/new with a recipe row");
});
