// The sign-up on a phone (issue 38): each step opens at its top with the progress bar clear of the
// sticky header, and "Continue to meals" tapped while the first delivery date is still loading
// goes on once it arrives instead of doing nothing.
import { expect, test, type Page } from "./test";
import { avoidMaintenanceWindow, choosePlan, passPostalCode } from "./signup-helpers";

test.use({ viewport: { width: 375, height: 740 } });

async function expectAtTop(page: Page) {
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const header = await page.locator("header").first().boundingBox();
  const progress = await page.getByRole("navigation", { name: "Sign-up progress" }).boundingBox();
  expect(progress!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
}

test("a phone's sign-up opens each step at its top; Continue waits for the first delivery date", async ({
  page,
  context,
  baseURL,
}) => {
  await avoidMaintenanceWindow(context, baseURL!);
  await passPostalCode(page);
  await expectAtTop(page);
  await choosePlan(page, 8);
  await expectAtTop(page);

  // The first delivery date answers slowly; Continue is tapped before it arrives.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/delivery/first-delivery?*", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByText("Monday", { exact: true }).click();
  await page.getByLabel("Delivery time window").selectOption({ label: "8:00 AM – 12:00 PM" });
  await page.getByRole("button", { name: "Continue to meals" }).click();
  await expect(page.getByRole("button", { name: "Loading your first delivery…" })).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/signup\/meal-selection$/);
  await expect(page.getByRole("heading", { name: "Choose your 8 meals" })).toBeInViewport();
  await expectAtTop(page);
});
