// Every route of the spec's table, signed in as the right person: axe finds no serious or critical
// WCAG 2.2 A/AA violation, and at 375 px nothing scrolls sideways. Admin routes not built yet show
// the 404 page, which is checked the same way.
import { expect, test, type Page } from "./test";
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from "./a11y";
import {
  addMeals,
  avoidMaintenanceWindow,
  chooseAddress,
  chooseDelivery,
  choosePlan,
  fillAccount,
  fillAddressDetails,
  fillCard,
  passPostalCode,
  uniqueEmail,
} from "./signup-helpers";
import { DEMO } from "./support";
import { signedIn } from "./session";

// axe is injected as a script, which the app's Content-Security-Policy (nonces only) refuses;
// the browser lets the test harness past it here only, so the other specs still run under it.
test.use({ bypassCSP: true });

// axe once per route, at 1280 px (at both widths it doubled this file's ten minutes, and the phone
// layout draws the same components in the same colours), then the sideways-scroll measure at 375.
async function check(page: Page, where: string) {
  await page.waitForLoadState("load");
  // Next streams the metadata: the <title> may land just after the load event.
  await expect(page).toHaveTitle(/\S/);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.locator("main, [role=main]").first()).toBeVisible();
  await expectNoSeriousAxeViolations(page, `${where} at 1280px`);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.locator("main, [role=main]").first()).toBeVisible();
  await expectNoHorizontalScroll(page, `${where} at 375px`);
}

async function visit(page: Page, route: string) {
  await page.goto(route);
  await check(page, route);
}

test.beforeEach(async ({ context, baseURL }) => {
  // Each test walks several routes at two widths.
  test.setTimeout(360_000);
  await avoidMaintenanceWindow(context, baseURL ?? "");
});

test("public pages and sign-in", async ({ page }) => {
  for (const route of [
    "/",
    "/menu",
    "/login",
    "/login?view=forgot",
    "/signup",
    "/signup/verify-delivery",
    "/no-such-page",
  ]) {
    await visit(page, route);
  }
});

test("every sign-up step, through to the success page", async ({ page }) => {
  await passPostalCode(page);
  await check(page, "/signup/plans");
  await choosePlan(page, 6);
  await check(page, "/signup/delivery");
  await chooseDelivery(page);
  await check(page, "/signup/meal-selection");
  await addMeals(page, 6);
  // From the top, as the page is read: wherever adding the sixth meal left the scroll, a row's
  // buttons half under the sticky site header would count as a covered target.
  await page.evaluate(() => window.scrollTo(0, 0));
  await check(page, "/signup/meal-selection (full cart)");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: "Continue to checkout" }).click();
  await expect(page).toHaveURL(/\/signup\/checkout$/);
  await check(page, "/signup/checkout");
  await page.setViewportSize({ width: 1280, height: 900 });
  await fillAccount(page, uniqueEmail("a11y"));
  await chooseAddress(page);
  await fillAddressDetails(page);
  await fillCard(page);
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/signup\/success\?order=/, { timeout: 30_000 });
  await check(page, "/signup/success");
});

test("customer pages and every account tab", async ({ page }) => {
  await signedIn(page, DEMO.customer);
  await expect(page).toHaveURL(/\/customer$/);
  for (const route of ["/customer", "/customer/meals", "/customer/orders", "/", "/menu"]) {
    await visit(page, route);
  }
  await page.goto("/customer/account");
  const tabs = page.getByRole("tablist", { name: "Account settings" }).getByRole("tab");
  const names = await tabs.allTextContents();
  expect(names.length).toBeGreaterThan(5);
  for (const name of names) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("tab", { name, exact: true }).click();
    await expect(page.getByRole("tab", { name, exact: true })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await check(page, `/customer/account, ${name} tab`);
  }
});

test("the paused and the payment-problem customers' homes", async ({ page }) => {
  for (const account of [DEMO.paused, DEMO.problem]) {
    await signedIn(page, account);
    await expect(page).toHaveURL(/\/customer$/);
    await visit(page, "/customer");
    await visit(page, "/customer/meals");
    // The logout page signs out, then goes on to /login itself: wait for that before the next.
    await page.goto("/logout");
    await expect(page).toHaveURL(/\/login/, { timeout: 30_000 });
  }
});

test("admin pages", async ({ page }) => {
  await signedIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/(admin|customer|signup)/);
  for (const route of [
    "/admin",
    "/admin/exceptions",
    "/admin/weekly-menu",
    "/admin/dishes",
    "/admin/users",
    "/admin/reports",
    "/admin/production",
    "/admin/outbox",
  ]) {
    await visit(page, route);
  }
});
