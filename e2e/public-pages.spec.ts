// A new visitor: the home page, the public menu with its diet and allergen filters, and the 404
// page.
import { expectNoSeriousAxeViolations } from "./a11y";
import { expect, test } from "./test";

// axe is injected as a script, which the app's Content-Security-Policy would refuse.
test.use({ bypassCSP: true });

interface WeekDish {
  tags: string[];
  allergens: string[];
}

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

test("the public menu shows every meal fact and filters by diet and allergen (1280 px)", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const week = await request.get("/api/weeks/upcoming-week");
  expect(week.ok()).toBe(true);
  const dishes = ((await week.json()) as { menus: { dish: WeekDish }[] }).menus.map((m) => m.dish);
  const highProtein = dishes.filter((d) => d.tags.includes("High protein"));
  const withoutMilk = highProtein.filter(
    (d) => !d.allergens.some((a) => a.toLowerCase() === "milk"),
  );
  // The premise: the diet keeps some dishes and not all, and milk hides some of those.
  expect(highProtein.length).toBeGreaterThan(0);
  expect(highProtein.length).toBeLessThan(dishes.length);
  expect(withoutMilk.length).toBeLessThan(highProtein.length);

  await page.goto("/menu");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(/order by/i).first()).toBeVisible();
  const cards = page.locator("article");
  await expect(cards).toHaveCount(dishes.length);
  for (const fact of [/calories/i, /protein/i, /carbs/i]) {
    await expect(page.getByText(fact).first()).toBeVisible();
  }
  // Someone not signed in starts with every dish; a diet keeps only its dishes.
  const show = page.getByRole("group", { name: "Show" });
  await expect(show.getByRole("radio", { name: "All dishes" })).toBeChecked();
  await show.getByText("High-protein", { exact: true }).click();
  await expect(show.getByRole("radio", { name: "High-protein" })).toBeChecked();
  await expect(cards).toHaveCount(highProtein.length);
  const count = page.getByTestId("menu-count");
  await expect(count).toHaveText(
    `Showing ${highProtein.length} of ${dishes.length} dishes: high-protein`,
  );
  // Beside it, the allergens: both filters at once.
  const hide = page.getByRole("group", { name: "Hide dishes containing" });
  await hide.getByText("Milk", { exact: true }).click();
  await expect(hide.getByRole("checkbox", { name: "Milk" })).toBeChecked();
  await expect(cards).toHaveCount(withoutMilk.length);
  await expect(count).toHaveText(
    `Showing ${withoutMilk.length} of ${dishes.length} dishes: high-protein, without milk`,
  );
  await expectNoSeriousAxeViolations(page, "/menu filtered by diet and allergen");
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(show.getByRole("radio", { name: "All dishes" })).toBeChecked();
  await expect(cards).toHaveCount(dishes.length);
});

test("unknown pages show the 404 page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: /isn.t on the menu/i })).toBeVisible();
  await expect(page.getByRole("link", { name: /menu/i }).first()).toBeVisible();
});

test("unknown API paths answer JSON 404, /api itself included", async ({ request }) => {
  for (const path of ["/api/definitely/not/here", "/api"]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(await res.json()).toEqual({ statusCode: 404, message: "No API endpoint at this path." });
  }
});
