// Add-ons end to end (issue 27): a customer adds a dessert to a week left to the chef's choice (at
// 375 px) and takes it out again, then adds one to a week's box on the Meals page (at 1280 and
// 375 px), the box's price shows it, the rollover charges it with the meals, and the invoice lists
// it; the admin's add-on screens load clean. axe on every new screen.
//
// The week is upcoming + 3 (the seed publishes it with its add-ons; no other spec rolls it over).
// The rollover of a week charges every active subscription, so the demo customers skip it first
// (the customer-a-* specs check their balances). A week is rolled over once per database: to run
// this again against a reused server, restart it (scripts/e2e-server.sh resets it).
import { DateTime } from "luxon";
import {
  expectNoHorizontalScroll,
  expectNoSeriousAxeViolations,
  expectNoSidewaysTables,
} from "./a11y";
import { DEMO, closeToasts } from "./support";
import { expect, test, type APIRequestContext, type Page } from "./test";
import {
  addMeals,
  addWeeks,
  avoidMaintenance,
  freshCustomer,
  longDay,
} from "./customer-b-fixtures";
import { signedIn } from "./session";

// axe is injected as a script tag, which the app's CSP (nonces) would refuse.
test.use({ bypassCSP: true });

const CRON_AUTH = { authorization: "Bearer e2e-cron-secret" };
const ZONE = "America/Toronto";
const SHOTS = process.env.E2E_SHOTS_DIR;
const TART = "Maple Butter Tart";

/** Thursday `hour`:00 Toronto, right after the deadline of the week starting `weekStart`. */
function thursdayBefore(weekStart: string, hour: number, minute = 0): string {
  return DateTime.fromISO(weekStart, { zone: ZONE })
    .minus({ days: 4 })
    .set({ hour, minute })
    .toISO({ suppressMilliseconds: true }) as string;
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The demo accounts the rollover of `week` would charge skip it (PATCH toggles). */
async function demoAccountsSkip(request: APIRequestContext, week: string, now: string) {
  const answer = await ok<{ weeks: { rows: { customerEmail: string }[] }[] }>(
    await request.post("/api/cron/rollover", {
      headers: CRON_AUTH,
      data: { now, weekStart: week, dryRun: true },
      timeout: 60_000,
    }),
  );
  const charged = new Set(answer.weeks[0]?.rows.map((r) => r.customerEmail));
  for (const account of Object.values(DEMO)) {
    if (!charged.has(account.email)) continue;
    const { token } = await ok<{ token: string }>(
      await request.post("/api/auth/login", { data: account }),
    );
    const toggle = async () =>
      ok<{ status: string }>(
        await request.patch(`/api/orders/week/${week}`, {
          headers: { authorization: `Bearer ${token}` },
        }),
      );
    if ((await toggle()).status !== "SKIPPED") expect((await toggle()).status).toBe("SKIPPED");
  }
}

test("a customer adds a dessert; the rollover charges it and the invoice lists it", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const base = baseURL ?? "";
  await avoidMaintenance(context, base);
  const customer = await freshCustomer(request, "add-ons");
  const week = addWeeks(customer.upcomingWeek, 3);

  await test.step("375 px: a dessert added to a week left to the chef's choice", async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signedIn(page, customer, `/customer/meals?week=${week}`);
    await expect(page.getByText("Chef’s choice will be picked for you")).toBeVisible();
    const chef = page.getByTestId("chef-week-add-ons");
    await chef.getByRole("button", { name: `Add one ${TART}` }).click();
    // Not saved yet: a reminder stays in view on a phone and leads to the box.
    const reminder = chef.getByRole("link", { name: "Review and save" });
    await expect(reminder).toBeInViewport();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/customer-chef-week-unsaved-375.png` });
    await reminder.click();
    const price = chef.getByTestId("box-price");
    await expect(price).toContainText("8 meals, chef's choice");
    await expect(price).toContainText(`${TART} × 1`);
    await expect(price).toContainText("Box total (8 meals, 1 add-on)");
    await chef.getByRole("button", { name: "Save add-ons" }).click();
    await expect(chef).toContainText("Your add-ons are saved.");
    // Still the chef's week: the meals are picked at the deadline.
    await expect(page.getByText("Chef’s choice will be picked for you")).toBeVisible();
    await expect(chef.getByText(`1 ${TART} in your box`)).toBeAttached();
    await closeToasts(page);
    await expectNoHorizontalScroll(page, "chef's-choice week with an add-on, 375 px");
    await expectNoSeriousAxeViolations(page, "chef's-choice week with an add-on, 375 px");
    await shot(page, "customer-chef-week-375");
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, "customer-chef-week-1280");
    // Taken out again: the box below is chosen with its meals.
    await chef.getByRole("button", { name: `Remove one ${TART}` }).click();
    await chef.getByRole("button", { name: "Save add-ons" }).click();
    await expect(chef).toContainText("Add desserts or drinks, then save them.");
    await closeToasts(page);
  });

  await test.step("1280 px: the add-on section, the box's price, saved with the meals", async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("button", { name: "Choose meals", exact: true }).click();
    await addMeals(page, 8);
    const addOns = page.getByRole("region", { name: "Add-ons", exact: true });
    await expect(addOns.getByRole("heading", { name: "Desserts" })).toBeVisible();
    await addOns.getByRole("button", { name: `Add one ${TART}` }).click();
    await expect(addOns.getByText(`1 ${TART} in your box`)).toBeAttached();
    const price = page.getByTestId("box-price").filter({ visible: true });
    await expect(price).toContainText(`${TART} × 1`);
    await expect(price).toContainText("$4.99");
    await expect(price).toContainText("Box total (8 meals, 1 add-on)");
    await expectNoSeriousAxeViolations(page, "meal editor with add-ons, 1280 px");
    await shot(page, "customer-editor-1280");
    await page.getByRole("button", { name: "Save meals" }).filter({ visible: true }).click();
    const yours = page.getByRole("region", { name: "Your add-ons" });
    await expect(yours).toContainText(TART);
    await expect(yours).toContainText("×1");
    await closeToasts(page);
    await expectNoSeriousAxeViolations(page, "week with add-ons, 1280 px");
    await shot(page, "customer-week-1280");
  });

  await test.step("375 px: the editor and the week fit a phone", async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await expect(page.getByRole("region", { name: "Your add-ons" })).toContainText(TART);
    await expectNoHorizontalScroll(page, "week with add-ons, 375 px");
    await shot(page, "customer-week-375");
    await page.getByRole("button", { name: "Change meals", exact: true }).click();
    const addOns = page.getByRole("region", { name: "Add-ons", exact: true });
    await expect(addOns.getByText(`1 ${TART} in your box`)).toBeAttached();
    await expectNoHorizontalScroll(page, "meal editor with add-ons, 375 px");
    await expectNoSeriousAxeViolations(page, "meal editor with add-ons, 375 px");
    await shot(page, "customer-editor-375");
    // The skip dialog says the add-ons go (cancelled: the box is kept).
    await page.getByRole("button", { name: "Cancel" }).first().click();
    await page.getByRole("button", { name: "Skip this week", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(`Skipping takes your add-ons out of the box (1 × ${TART})`);
    await expectNoSeriousAxeViolations(page, "skip dialog with add-ons, 375 px");
    await dialog.getByRole("button", { name: "Keep this delivery" }).click();
  });

  await test.step("the rollover charges the add-on; the invoice lists it", async () => {
    const rolloverAt = thursdayBefore(week, 0, 5);
    await demoAccountsSkip(request, week, rolloverAt);
    const run = await request.post("/api/cron/rollover", {
      headers: CRON_AUTH,
      data: { now: rolloverAt, weekStart: week },
      timeout: 200_000,
    });
    expect(run.status(), await run.text()).toBe(200);

    await context.addCookies([
      { name: "test-now", value: encodeURIComponent(thursdayBefore(week, 7)), url: base },
    ]);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto("/customer/orders");
      const card = page
        .getByTestId("order-card")
        .filter({ has: page.getByRole("heading", { name: `Week of ${longDay(week)}` }) });
      await card.getByRole("button", { name: "Price details" }).click();
      const row = card.getByRole("row").filter({ hasText: `Add-on: ${TART}` });
      await expect(row).toContainText("$4.99");
      await expectNoSeriousAxeViolations(page, `past orders with an add-on, ${width} px`);
      await shot(page, `customer-invoice-${width}`);
    }
  });
});

test("the admin's add-on screens", async ({ page, context, baseURL }) => {
  await avoidMaintenance(context, baseURL ?? "");
  await signedIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/add-ons");
    await expect(page.getByRole("link", { name: TART })).toBeVisible();
    await expectNoSidewaysTables(page, `add-on catalogue, ${width} px`);
    await expectNoSeriousAxeViolations(page, `add-on catalogue, ${width} px`);
    await shot(page, `admin-add-ons-${width}`);
    await page.goto("/admin/add-ons/new");
    await page.getByRole("button", { name: "Create add-on" }).click();
    await expect(page.getByText("Enter the name.")).toBeVisible();
    await expectNoSeriousAxeViolations(page, `new add-on form with errors, ${width} px`);
    await shot(page, `admin-add-on-new-${width}`);
    await page.goto("/admin/weekly-menu");
    const section = page.getByRole("region", { name: "Add-ons this week" });
    await expect(section.getByRole("checkbox", { name: `Offer ${TART} this week` })).toBeChecked();
    await expectNoSeriousAxeViolations(page, `weekly menu add-ons, ${width} px`);
    await shot(page, `admin-weekly-menu-${width}`);
  }
});
