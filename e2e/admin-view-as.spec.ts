// "View as customer": the admin opens a customer's pages read-only, with a banner, sees a change
// refused, and gets back to the customer's record in one click; both ends are in the audit log.
import { expect, test } from "./test";
import { expectNoSeriousAxeViolations } from "./a11y";
import { avoidMaintenance, freshCustomer } from "./customer-b-fixtures";
import { DEMO } from "./support";
import { signedIn } from "./session";

test.describe.configure({ timeout: 150_000 });
// axe is injected into the page, past the app's script policy.
test.use({ bypassCSP: true });

test("view as customer: read-only with a banner, and one click back", async ({
  page,
  request,
  baseURL,
}) => {
  await avoidMaintenance(page.context(), baseURL!);
  const customer = await freshCustomer(request, "admin-view-as");
  await signedIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 });
  await page.goto(`/admin/users/${customer.userId}`);
  await page.getByRole("button", { name: "View as customer" }).click();

  // A full page load on a shared, slow machine.
  await expect(page).toHaveURL(/\/customer$/, { timeout: 30_000 });
  const banner = page.getByRole("region", { name: "Viewing as a customer" });
  await expect(banner).toContainText("You're viewing Jordan Lee's account as an admin.");
  expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toBe("web-session");
  await expectNoSeriousAxeViolations(page, "customer home while viewing as");

  // A change is refused by the server, and the page says why.
  await page.goto("/customer/account?tab=user");
  await expect(banner).toBeVisible();
  await page.getByLabel("First name").fill("Changed");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText(/read-only: nothing can be changed/).first()).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Changed");

  // Admin pages are not reachable with the customer's session.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/customer/);

  await banner.getByRole("button", { name: "Back to admin" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${customer.userId}$`), {
    timeout: 30_000,
  });
  expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toBeNull();
  await expect(page.getByRole("heading", { name: "Jordan Lee" })).toBeVisible();
  await expect(
    page.getByRole("listitem").filter({ hasText: "Stopped viewing as the customer by" }),
  ).toBeVisible();
  await expect(
    page
      .getByRole("listitem")
      .filter({ hasText: /^Viewed the account as the customer by/ })
      .filter({ hasText: /read-only until \w+day, \w+ \d+, \d+:\d{2} [AP]M\./ }),
  ).toBeVisible();
  const me = await page.request.get("/api/auth/me");
  expect(((await me.json()) as { email: string }).email).toBe(DEMO.admin.email);
});

test("at 375 px the banner and its way back fit the screen", async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await avoidMaintenance(page.context(), baseURL!);
  const customer = await freshCustomer(request, "admin-view-as-phone");
  await signedIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 });
  await page.goto(`/admin/users/${customer.userId}`);
  await page.getByRole("button", { name: "View as customer" }).click();
  await expect(page).toHaveURL(/\/customer$/);
  const back = page
    .getByRole("region", { name: "Viewing as a customer" })
    .getByRole("button", { name: "Back to admin" });
  await expect(back).toBeInViewport();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await back.click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${customer.userId}$`));
});

test("another open tab is told when viewing starts and ends, and reloads on request", async ({
  page,
  request,
  baseURL,
}) => {
  await avoidMaintenance(page.context(), baseURL!);
  const customer = await freshCustomer(request, "admin-view-as-tabs");
  await signedIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 });
  const other = await page.context().newPage();
  await other.goto("/admin/users");
  await expect(other.getByRole("heading", { level: 1 })).toBeVisible();

  await page.goto(`/admin/users/${customer.userId}`);
  await page.getByRole("button", { name: "View as customer" }).click();
  await expect(page).toHaveURL(/\/customer$/, { timeout: 30_000 });

  const notice = other.getByRole("alert").filter({ hasText: "in another tab" });
  await expect(notice).toContainText("This tab now has their read-only session.");
  await expect(notice.getByRole("button", { name: "Reload this tab" })).toBeFocused();
  await notice.getByRole("button", { name: "Reload this tab" }).click();
  await expect(other).toHaveURL(/\/customer/, { timeout: 30_000 });
  await expect(other.getByRole("region", { name: "Viewing as a customer" })).toBeVisible();

  // Back to admin in the first tab: the second, still viewing as the customer, is told too.
  await page
    .getByRole("region", { name: "Viewing as a customer" })
    .getByRole("button", { name: "Back to admin" })
    .click();
  await expect(page).toHaveURL(/\/admin\/users\//, { timeout: 30_000 });
  const back = other.getByRole("alert").filter({ hasText: "went back to admin" });
  await expect(back).toBeVisible();
  await back.getByRole("button", { name: "Reload this tab" }).click();
  await expect(other.getByRole("region", { name: "Viewing as a customer" })).toHaveCount(0, {
    timeout: 30_000,
  });
});
