// Delivery day from /admin/deliveries on a 375 px phone, as the demo admin: three fresh
// customers' boxes are paid by the week's rollover; on the Monday the admin starts the day (each
// customer mailed "Your box is on its way"), marks two stops delivered (each mailed "Delivered"
// with the time; their orders DELIVERED, shown on the customer's Past orders and home) and one not
// delivered, then credits it; then every other stop of the week (Monday and Thursday) is marked
// and the week shows closed on /admin and on the Reports. axe finds nothing serious on the screen.
//
// Self-contained on a week nobody else uses: upcoming + 5, past the seed's published menus (the
// admin publishes one), so rollover.spec.ts keeps upcoming + 4 to itself. A week is rolled over
// once per database: to run this again against a reused server, restart it.
import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { DateTime } from "luxon";
import { expect, outboxDir, test, type APIRequestContext, type Page } from "./test";
import {
  expectNoHorizontalScroll,
  expectNoSeriousAxeViolations,
  expectNoSidewaysTables,
  stackedLabelOf,
} from "./a11y";
import { addWeeks, freshCustomer, type FreshCustomer } from "./customer-b-fixtures";
import { decodeQuotedPrintable, DEMO, closeToasts } from "./support";
import { signedIn } from "./session";

test.describe.configure({ timeout: 300_000 });
// axe is injected into the page, past the app's script policy.
test.use({ bypassCSP: true, viewport: { width: 375, height: 812 } });

const ZONE = "America/Toronto";
const CRON_AUTH = { authorization: "Bearer e2e-cron-secret" };

async function ok<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

/** An instant in Toronto wall time, relative to a week's Monday. */
function toronto(weekStart: string, days: number, hour: number, minute = 0): string {
  return DateTime.fromISO(weekStart, { zone: ZONE })
    .plus({ days })
    .set({ hour, minute })
    .toISO({ suppressMilliseconds: true }) as string;
}

/** Every mail sent to `to` so far, decoded, oldest first. */
function mailsTo(to: string): string[] {
  const dir = path.join(process.cwd(), outboxDir());
  if (!existsSync(dir)) return [];
  return (
    readdirSync(dir)
      .filter((f) => f.endsWith(".eml"))
      .sort()
      // Quoted-printable decodes to UTF-8 bytes, one character each: read them back as UTF-8.
      .map((f) => decodeQuotedPrintable(readFileSync(path.join(dir, f), "utf8")))
      .map((text) => Buffer.from(text, "latin1").toString("utf8"))
      .filter((text) => text.toLowerCase().includes(`to: ${to.toLowerCase()}`))
  );
}

async function expectMail(to: string, subject: string, containing?: RegExp): Promise<string> {
  let found = "";
  await expect
    .poll(
      () => {
        found = mailsTo(to).find((m) => m.includes(`Subject: ${subject}`)) ?? "";
        return found !== "";
      },
      { timeout: 20_000, message: `a mail "${subject}" to ${to}` },
    )
    .toBe(true);
  if (containing) expect(found).toMatch(containing);
  return found;
}

/** The admin publishes week W's menu: the dishes of the seed's last published week. */
async function publishMenu(request: APIRequestContext, adminToken: string, week: string) {
  const auth = { authorization: `Bearer ${adminToken}` };
  const source = await ok<{ menus: { dish: { id: string } }[] }>(
    await request.get(`/api/weeks/${addWeeks(week, -1)}`),
  );
  await ok(
    await request.put(`/api/admin/weeks/${week}/menu`, {
      headers: auth,
      data: {
        items: source.menus.map((m, i) => ({ dishId: m.dish.id, isNew: false, sortingOrder: i })),
      },
    }),
  );
  await ok(await request.post(`/api/admin/weeks/${week}/publish`, { headers: auth }));
  return source.menus.map((m) => m.dish.id);
}

async function orderWeek(
  request: APIRequestContext,
  customer: FreshCustomer,
  week: string,
  dishes: string[],
) {
  return ok<{ number: string }>(
    await request.post("/api/orders", {
      headers: { authorization: `Bearer ${customer.token}` },
      data: {
        weekStart: week,
        items: dishes.slice(0, 8).map((dishId) => ({ dishId, quantity: 1 })),
      },
    }),
  );
}

async function atClock(page: Page, baseURL: string, instant: string) {
  await page
    .context()
    .addCookies([{ name: "test-now", value: encodeURIComponent(instant), url: baseURL }]);
}

test("deliver a Monday on a phone: start, two stops delivered, one credited; mails and orders show it", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const base = baseURL ?? "";
  const { token: adminToken } = await ok<{ token: string }>(
    await request.post("/api/auth/login", { data: DEMO.admin }),
  );
  const customers = [
    await freshCustomer(request, "deliv-a"),
    await freshCustomer(request, "deliv-b"),
    await freshCustomer(request, "deliv-c"),
  ];
  const week = addWeeks(customers[0].upcomingWeek, 5);
  const dishes = await publishMenu(request, adminToken, week);
  const orders: { number: string }[] = [];
  for (const customer of customers) orders.push(await orderWeek(request, customer, week, dishes));

  // The demo customers skip W, so its rollover spends none of their credit (other specs read it).
  const rolloverAt = toronto(week, -4, 0, 5);
  const dry = await ok<{ weeks: { rows: { customerEmail: string }[] }[] }>(
    await request.post("/api/cron/rollover", {
      headers: CRON_AUTH,
      data: { now: rolloverAt, weekStart: week, dryRun: true },
    }),
  );
  const charged = new Set(dry.weeks[0]?.rows.map((r) => r.customerEmail));
  for (const account of Object.values(DEMO)) {
    if (!charged.has(account.email)) continue;
    const { token } = await ok<{ token: string }>(
      await request.post("/api/auth/login", { data: account }),
    );
    const skip = async () =>
      ok<{ status: string }>(
        await request.patch(`/api/orders/week/${week}`, {
          headers: { authorization: `Bearer ${token}` },
        }),
      );
    if ((await skip()).status !== "SKIPPED") expect((await skip()).status).toBe("SKIPPED");
  }
  const run = await ok<{ status: string }>(
    await request.post("/api/cron/rollover", {
      headers: CRON_AUTH,
      data: { now: rolloverAt, weekStart: week },
      timeout: 200_000,
    }),
  );
  expect(run.status).toBe("done");

  // Monday 9:00 AM of W, on the admin's phone.
  const monday = toronto(week, 0, 9);
  await atClock(page, base, monday);
  await signedIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 });
  // A day written in capitals keeps the week asked for (it fell back to the default week).
  const later = addWeeks(week, 2);
  await page.goto(`/admin/deliveries?week=${later}&day=MONDAY`);
  await expect(page.getByLabel("Delivery week")).toHaveValue(later);
  await page.goto(`/admin/deliveries?week=${week}&day=monday`);
  await expect(page.getByRole("heading", { name: "Deliveries", level: 1 })).toBeVisible();
  const stopOf = (number: string) => page.getByTestId("delivery-stop").filter({ hasText: number });
  for (const order of orders) await expect(stopOf(order.number)).toContainText("To deliver");
  await expectNoSeriousAxeViolations(page, "deliveries before the day starts (375 px)");
  await expectNoHorizontalScroll(page, "/admin/deliveries");

  await test.step("start the day: every customer is told the box is on its way", async () => {
    await page.getByRole("button", { name: /^Start deliveries/ }).click();
    await expect(page.getByText(/^Deliveries started: \d+ customers told/)).toBeVisible();
    await expect(page.getByText(/^Started at 9:00 AM/)).toBeVisible();
    for (const customer of customers) {
      await expectMail(customer.email, "Your box is on its way", /4:00 PM – 8:00 PM/);
    }
  });

  await test.step("two stops delivered: each customer mailed the time, each order delivered", async () => {
    for (const order of orders.slice(0, 2)) {
      const stop = stopOf(order.number);
      await stop.getByRole("button", { name: /^Delivered for / }).click();
      await expect(stop).toContainText("Marked delivered 9:00 AM by");
    }
    const day = DateTime.fromISO(week, { zone: ZONE }).toFormat("cccc, LLLL d");
    for (const [i, customer] of customers.slice(0, 2).entries()) {
      await expectMail(
        customer.email,
        `Delivered: order ${orders[i].number}`,
        new RegExp(`was delivered\\s+${day} at 9:00 AM`),
      );
    }
  });

  await test.step("one stop not delivered: the reason is asked for, then the box credited", async () => {
    const stop = stopOf(orders[2].number);
    await stop.getByRole("button", { name: /^Not delivered… for / }).click();
    const reason = stop.getByLabel("Why was it not delivered?");
    await expect(reason).toBeFocused();
    await stop.getByRole("button", { name: /^Save: not delivered/ }).click();
    await expect(stop.getByText("Say why it was not delivered, in a few words.")).toBeVisible();
    await expect(reason).toBeFocused();
    await reason.fill("Nobody home, no concierge");
    await stop.getByRole("button", { name: /^Save: not delivered/ }).click();
    await expect(stop).toContainText("Not delivered: manager to decide");
    await stop.getByRole("button", { name: /^Credit \$[\d.]+ for / }).click();
    const dialog = page.getByRole("dialog", { name: /^Credit \$[\d.]+ to Jordan Lee\?$/ });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Credit the account" }).click();
    await expect(stop).toContainText("Not delivered: credited");
  });

  await closeToasts(page);
  await expectNoSeriousAxeViolations(page, "deliveries after marking (375 px)");
  await expectNoHorizontalScroll(page, "/admin/deliveries after marking");

  await test.step("the rest of the week delivered: the week closes on /admin and the Reports", async () => {
    // Other specs' customers may have boxes this week: every stop left is marked delivered.
    const markEvery = async () => {
      const buttons = page.getByRole("button", { name: /^Delivered for / });
      for (let left = await buttons.count(); left > 0; left = await buttons.count()) {
        await buttons.first().click();
        await expect(buttons).toHaveCount(left - 1);
      }
    };
    await markEvery();
    await atClock(page, base, toronto(week, 3, 18));
    await page.goto(`/admin/deliveries?week=${week}&day=thursday`);
    await expect(page.getByRole("heading", { name: "Deliveries", level: 1 })).toBeVisible();
    await markEvery();

    await page.goto("/admin");
    const glance = page.getByRole("region", {
      name: new RegExp(`week of ${DateTime.fromISO(week).toFormat("LLLL d")}$`),
    });
    await expect(glance.getByText("Week closed", { exact: true })).toBeVisible();
    await expect(glance).toContainText(/Closed: all \d+ stops delivered or settled\./);
    await page.goto(`/admin/reports?report=delivery&week=${week}`);
    await expect(page.getByTestId("week-close")).toContainText(
      /Week closed\s*Closed: all \d+ stops delivered or settled\./,
    );
    await expectNoHorizontalScroll(page, "/admin/reports with a closed week");
    // The delivery list is a stack of cards on the phone, each value under its column's name.
    await expectNoSidewaysTables(page, "the delivery list at 375 px");
    const list = page.getByRole("region", { name: "Delivery list" });
    await expect(list).toContainText("Jordan Lee");
    expect(await stackedLabelOf(page, 'td[data-label="Customer"]')).toBe('"Customer"');
    await expectNoSeriousAxeViolations(page, "the delivery list at 375 px");
  });

  await test.step("the customer sees the box delivered, with the time", async () => {
    const other = await browser.newContext({
      baseURL: base,
      viewport: { width: 375, height: 812 },
    });
    try {
      const customerPage = await other.newPage();
      await atClock(customerPage, base, toronto(week, 0, 9, 30));
      await signedIn(customerPage, customers[0], "/customer/orders");
      const card = customerPage
        .getByTestId("order-card")
        .filter({ hasText: `Order ${orders[0].number}` });
      await expect(card.getByText("Delivered", { exact: true })).toBeVisible();
      await expect(card).toContainText(/Delivered Monday, \w+ \d+ at 9:00 AM/);
      await customerPage.goto("/customer");
      const delivered = customerPage.getByRole("heading", { name: "Delivered" }).locator("..");
      await expect(delivered).toContainText(/Monday, \w+ \d+ at 9:00 AM/);
    } finally {
      await other.close();
    }
  });
});
