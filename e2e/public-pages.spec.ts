// A new visitor: the home page, the public menu with its allergen filter, and the 404 page.
import { expect, test } from "./test";

test("home page says what we do, how it works, the plans and the 9 cities", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Dinner, sorted in four steps" })).toBeVisible();
  for (const city of [
    "Toronto",
    "Mississauga",
    "Oakville",
    "Brampton",
    "Vaughan",
    "Richmond Hill",
    "Markham",
    "Pickering",
    "Ajax",
  ]) {
    await expect(page.getByText(city, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByText(/\$\d+\.\d{2}/).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /get started/i }).first()).toHaveAttribute(
    "href",
    /\/signup/,
  );
});

test("a plan button on the home page carries its plan; the postal-code link goes straight there", async ({
  page,
}) => {
  await page.goto("/");
  for (const name of ["Check delivery to your postal code", "Check your postal code"]) {
    await expect(page.getByRole("link", { name })).toHaveAttribute(
      "href",
      "/signup/verify-delivery",
    );
  }
  await page.goto("/");
  const plan = page.getByRole("link", { name: /^Get started with 8 meals/ });
  await plan.click();
  await expect(page).toHaveURL(/\/signup\/verify-delivery\?plan=/);
  await expect(page.getByTestId("carried-plan")).toContainText("8 meals");
  await page.getByLabel("Postal code").fill("M5V 2T6");
  await page.getByRole("button", { name: "Check my area" }).click();
  await expect(page).toHaveURL(/\/signup\/plans/);
  await expect(page.getByRole("radio", { name: /8 meals a week/ })).toBeChecked();
});

test("the public menu shows every meal fact and filters by allergen", async ({ page }) => {
  await page.goto("/menu");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(/order by/i).first()).toBeVisible();
  const cards = page.locator("article");
  const before = await cards.count();
  expect(before).toBeGreaterThan(5);
  for (const fact of [/calories/i, /protein/i, /carbs/i]) {
    await expect(page.getByText(fact).first()).toBeVisible();
  }
  await page.getByLabel("Milk", { exact: true }).check();
  await expect.poll(() => cards.count()).toBeLessThan(before);
});

test("unknown pages show the 404 page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: /isn.t on the menu/i })).toBeVisible();
  await expect(page.getByRole("link", { name: /menu/i }).first()).toBeVisible();
});

test("unknown API paths answer JSON 404", async ({ request }) => {
  const res = await request.get("/api/definitely/not/here");
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ statusCode: 404, message: "No API endpoint at this path." });
});
