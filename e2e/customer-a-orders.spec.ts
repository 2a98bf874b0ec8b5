// Past orders: paging with the previous page kept on screen, and a receipt download that is a
// PDF with the order's total.
import { readFileSync } from "node:fs";
import { expect, test } from "./test";
import { pdfText } from "../lib/invoices/pdf-text";
import { DEMO } from "./support";
import { signedIn } from "./session";

test("past orders page through, keeping the previous page while the next loads", async ({
  page,
}) => {
  await signedIn(page, DEMO.customer);
  await expect(page).toHaveURL(/\/customer$/);
  await page.getByRole("link", { name: "Past orders" }).filter({ visible: true }).click();
  await expect(page.getByRole("heading", { name: "Past orders", level: 1 })).toBeVisible();
  await expect(page.getByTestId("order-card").first()).toBeVisible();

  // One order per page, so the demo customer's few orders span several pages.
  await page.goto("/customer/orders?pageSize=1");
  const cards = page.getByTestId("order-card");
  await expect(cards).toHaveCount(1);
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  const firstTitle = await cards.first().getByRole("heading").textContent();
  await expect(cards.first()).toContainText(/Delivery/);
  await expect(cards.first()).toContainText(/4:00 PM – 8:00 PM/);
  await expect(cards.first()).toContainText("8 meals a week");

  // Hold the next page's answer so the in-between state can be seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/invoices?page=2*", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Older" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText("Loading page 2…")).toBeVisible();
  await expect(cards.first().getByRole("heading")).toHaveText(firstTitle ?? "");
  await expect(page.getByTestId("orders-list")).toHaveAttribute("aria-busy", "true");
  release();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(cards.first().getByRole("heading")).not.toHaveText(firstTitle ?? "");
  await page.unroute("**/invoices?page=2*");

  await page.getByRole("button", { name: "Newer" }).click();
  await expect(cards.first().getByRole("heading")).toHaveText(firstTitle ?? "");
});

test("a receipt downloads as a PDF with the order's total", async ({ page }) => {
  await signedIn(page, DEMO.customer);
  await expect(page).toHaveURL(/\/customer$/);
  await page.goto("/customer/orders");
  const card = page.getByTestId("order-card").first();
  const total = (await card.getByTestId("order-total").textContent())?.trim() ?? "";
  expect(total).toMatch(/^\$\d+\.\d{2}$/);

  const downloading = page.waitForEvent("download");
  await card.getByRole("link", { name: /Download receipt/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^lakeshore-kitchen-INV-\d+\.pdf$/);
  const file = readFileSync(await download.path());
  expect(file.subarray(0, 4).toString("latin1")).toBe("%PDF");
  const text = pdfText(file);
  expect(text).toContain(total);
  expect(text).toContain("Lakeshore Kitchen");
  expect(text).toContain("Maya Thompson");
  expect(text).toContain("Paid with Visa ending in 4242");

  // The breakdown behind "Price details" agrees.
  await card.getByRole("button", { name: "Price details" }).click();
  await expect(card.getByText("Paid with Visa ending in 4242")).toBeVisible();
  await expect(card.getByRole("table")).toBeVisible();
});
