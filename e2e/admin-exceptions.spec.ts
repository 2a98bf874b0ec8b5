// The Thursday-morning exceptions as the demo admin works them (issue 26): a week of its own is
// rolled over at its deadline with one customer whose card fails when charged; with the clock at
// 7 AM that Thursday, the admin home's first card names the exception, the admin retries the
// failed card (it fails again: the attempt is counted), holds the box with a reason, and the
// packing list leaves it out. axe runs on both screens, at 1280 and 375 px.
//
// The week is the upcoming one + 7, far past any other spec's (the rollover spec rolls + 4): the
// spec gives it a menu, and the demo customers skip it so their credit and cards are untouched.
// A week is rolled over once per database: to run this again, restart the e2e server.
import { DateTime } from "luxon";
import { expect, test, type APIRequestContext, type Page } from "./test";
import {
  expectNoHorizontalScroll,
  expectNoSeriousAxeViolations,
  expectNoSidewaysTables,
} from "./a11y";
import { addWeeks, avoidMaintenance, freshCustomer } from "./customer-b-fixtures";
import { DEMO, closeToasts } from "./support";
import { signedIn } from "./session";

test.use({ bypassCSP: true });

const ZONE = "America/Toronto";
const CRON_AUTH = { authorization: "Bearer e2e-cron-secret" };

/** Customer writes are refused Thursday 12–6 AM: a run that falls then writes at 6:30 AM. */
function apiHeaders(token: string): Record<string, string> {
  const now = DateTime.now().setZone(ZONE);
  const inWindow = now.weekday === 4 && now.hour < 6;
  return {
    authorization: `Bearer ${token}`,
    ...(inWindow ? { "x-test-now": now.set({ hour: 6, minute: 30 }).toUTC().toISO() ?? "" } : {}),
  };
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

async function login(request: APIRequestContext, account: { email: string; password: string }) {
  const { token } = await ok<{ token: string }>(
    await request.post("/api/auth/login", { headers: apiHeaders(""), data: account }),
  );
  return token;
}

/** Thursday `hour`:00 Toronto, right after the deadline of the week starting `weekStart`. */
const thursdayBefore = (weekStart: string, hour: number, minute = 0) =>
  DateTime.fromISO(weekStart, { zone: ZONE })
    .minus({ days: 4 })
    .set({ hour, minute })
    .toISO({ suppressMilliseconds: true }) as string;

async function atClock(page: Page, baseURL: string, instant: string) {
  await page
    .context()
    .addCookies([{ name: "test-now", value: encodeURIComponent(instant), url: baseURL }]);
}

test("work the exceptions of a rolled-over week: retry a failed card, hold the box", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const base = baseURL ?? "";
  await avoidMaintenance(context, base);
  const paid = await freshCustomer(request, "exc-paid");
  const problem = await freshCustomer(request, "exc-problem");
  const week = addWeeks(paid.upcomingWeek, 7);

  // The week gets the upcoming week's menu, published; the demo customers skip it.
  const admin = await login(request, DEMO.admin);
  const upcoming = await ok<{ menus: { dish: { id: string } }[] }>(
    await request.get(`/api/weeks/${paid.upcomingWeek}`),
  );
  await ok(
    await request.put(`/api/admin/weeks/${week}/menu`, {
      headers: apiHeaders(admin),
      data: {
        items: upcoming.menus.map((m, i) => ({
          dishId: m.dish.id,
          isNew: false,
          sortingOrder: i,
          cap: null,
        })),
      },
    }),
  );
  await ok(await request.post(`/api/admin/weeks/${week}/publish`, { headers: apiHeaders(admin) }));
  for (const account of [DEMO.customer, DEMO.paused, DEMO.problem]) {
    const token = await login(request, account);
    const toggle = async () =>
      (await request.patch(`/api/orders/week/${week}`, { headers: apiHeaders(token) })).json();
    const first = (await toggle()) as { status?: string };
    // A plan that is not live (paused) has no week to skip: the rollover bills it nothing.
    if (first.status && first.status !== "SKIPPED") await toggle();
  }

  // The problem customer's card saves fine and is declined when charged.
  const card = await ok<{ id: string }>(
    await request.post("/api/payments/offline/payment-methods", {
      headers: apiHeaders(problem.token),
      data: {
        nameOnCard: "Jordan Lee",
        number: "4000 0000 0000 0341",
        expiry: "12/34",
        cvc: "123",
      },
    }),
  );
  await ok(
    await request.post(`/api/users/${problem.userId}/payment-method`, {
      headers: apiHeaders(problem.token),
      data: { stripePaymentMethodId: card.id },
    }),
  );

  // The rollover of that week at its deadline (the chef's selection fills both boxes).
  const run = await ok<{
    status: string;
    weeks: { failures: { orderNumber: string; customerEmail: string }[] }[];
  }>(
    await request.post("/api/cron/rollover", {
      headers: CRON_AUTH,
      data: { now: thursdayBefore(week, 0, 5), weekStart: week },
      timeout: 200_000,
    }),
  );
  expect(run.status).toBe("done");
  const failed = run.weeks[0].failures.find((f) => f.customerEmail === problem.email);
  expect(failed, "the problem customer's charge failed").toBeDefined();
  const number = failed!.orderNumber;

  // 7 AM that Thursday: the kitchen is cooking the week.
  await atClock(page, base, thursdayBefore(week, 7));
  await signedIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 });

  // The home's first card (other specs' customers may add exceptions of their own to the week).
  const homeCard = page.getByRole("region", { name: /^Exceptions/ });
  await expect(homeCard).toContainText(/\d+ open/);
  await expect(homeCard).toContainText("Payment failed: box");
  await expectNoSeriousAxeViolations(page, "admin home with exceptions");
  await homeCard.getByRole("link", { name: "Work the exceptions" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/exceptions\\?week=${week}$`));
  await expect(page.getByRole("heading", { name: "Exceptions", level: 1 })).toBeVisible();

  // (The toasts are list items too: the exception is the one in the page's main content.)
  const item = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ hasText: `Box ${number}` });
  await expect(item).toContainText("Payment failed");
  await expect(item).toContainText("1 failed attempt.");
  await expect(item.getByRole("link", { name: /^Email/ })).toHaveAttribute(
    "href",
    new RegExp(`^mailto:${problem.email.replace(/[.+]/g, "\\$&")}`),
  );
  await expectNoSeriousAxeViolations(page, "exceptions");

  await test.step("retry the failed card: the job charges it again (declined again)", async () => {
    await item.getByRole("button", { name: "Retry charge now" }).click();
    await expect(page.getByText(`Retrying the charge for order ${number}`)).toBeVisible();
    await expect(page.locator("#open-exceptions")).toBeFocused();
    // The page updates itself when the queued retry has run: no reload.
    await expect(item).toContainText("2 failed attempts.", { timeout: 20_000 });
    // The audit log on the customer's record says who retried it.
    const record = await request.get(`/api/admin/users/${problem.userId}`, {
      headers: apiHeaders(admin),
    });
    const audit = ((await record.json()) as { audit: { action: string; actor: string }[] }).audit;
    expect(audit[0]).toMatchObject({ action: "retry-charge" });
  });

  await test.step("hold the box: a reason is asked, then it is off the lists", async () => {
    await item.getByRole("button", { name: "Hold box" }).click();
    const reason = page.getByLabel(`Why hold box ${number}?`);
    await expect(reason).toBeFocused();
    await item.getByRole("button", { name: "Hold the box" }).click();
    await expect(item.getByRole("alert")).toHaveText("Say why, in a few words.");
    await expect(reason).toBeFocused();
    await reason.fill("Customer asked us to wait for a new card");
    await item.getByRole("button", { name: "Hold the box" }).click();
    await expect(page.getByText(`Box ${number} is held`).first()).toBeVisible();
    await expect(item.getByRole("button", { name: "Release box" })).toBeVisible();
    await expect(item.getByRole("button", { name: "Retry charge now" })).toHaveCount(0);
    await expect(item).toContainText("Customer asked us to wait for a new card");
    await closeToasts(page);
    await expectNoSeriousAxeViolations(page, "exceptions with a held box");

    await page.goto(`/admin/reports?report=packing&week=${week}`);
    await expect(
      page.getByText(new RegExp(`held, not on this list until released: .*${number}`)),
    ).toBeVisible();
    await expect(page.getByRole("cell", { name: number, exact: true })).toHaveCount(0);
  });

  await test.step("the page at 375 px", async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/admin/exceptions?week=${week}`);
    await expect(item).toBeVisible();
    await expectNoHorizontalScroll(page, "exceptions at 375 px");
    await expectNoSidewaysTables(page, "exceptions at 375 px");
    await expectNoSeriousAxeViolations(page, "exceptions at 375 px");
  });
});
