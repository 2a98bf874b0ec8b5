// Ratings as a customer: a fresh customer's box for a week of its own is charged by that week's
// rollover and marked delivered; the next day, on a 1280 px screen, they rate a dish from Past
// orders (choosing no stars first is refused and said), and the public menu shows the dish's
// average now that it has 3 ratings (the seed gave it two). On a 375 px phone the "How was your
// box?" link (signed for that box, no sign-in) rates another dish and changes the first. The admin
// sees the comment on the dish's page. axe finds nothing serious on each screen.
//
// Self-contained on upcoming + 8, a week no other spec uses. A week is rolled over once per
// database: to run this again against a reused server, restart it.
import { DateTime } from "luxon";
import { ratingToken } from "@/lib/ratings/rating-token";
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from "./a11y";
import { addWeeks, freshCustomer } from "./customer-b-fixtures";
import { DEMO } from "./support";
import { expect, test, type APIRequestContext, type Page } from "./test";
import { signedIn } from "./session";

test.describe.configure({ timeout: 300_000 });
// axe is injected into the page, past the app's script policy.
test.use({ bypassCSP: true, viewport: { width: 1280, height: 900 } });

const ZONE = "America/Toronto";
const CRON_AUTH = { authorization: "Bearer e2e-cron-secret" };
// scripts/e2e-server.sh signs with this secret: the test signs the mail's link the same way.
process.env.NEXTAUTH_SECRET ??= "e2e-secret-not-for-production";

async function ok<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

function toronto(weekStart: string, days: number, hour: number): string {
  return DateTime.fromISO(weekStart, { zone: ZONE })
    .plus({ days })
    .set({ hour })
    .toISO({ suppressMilliseconds: true }) as string;
}

async function atClock(page: Page, baseURL: string, instant: string | null) {
  const context = page.context();
  await context.clearCookies({ name: "test-now" });
  if (instant)
    await context.addCookies([
      { name: "test-now", value: encodeURIComponent(instant), url: baseURL },
    ]);
}

interface MenuWeek {
  menus: {
    dish: { id: string; name: string };
    rating: { average: number; count: number } | null;
  }[];
}

test("rate a delivered box from Past orders and from the mail's link; the menu shows the average", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const base = baseURL ?? "";
  const { token: adminToken } = await ok<{ token: string }>(
    await request.post("/api/auth/login", { data: DEMO.admin }),
  );
  const admin = { authorization: `Bearer ${adminToken}` };
  const customer = await freshCustomer(request, "ratings");

  // The upcoming menu's dish the seed rated twice: one more rating puts its average on the menu.
  const upcoming = await ok<MenuWeek>(await request.get("/api/weeks/upcoming-week"));
  let target: { id: string; name: string } | undefined;
  for (const { dish, rating } of upcoming.menus) {
    if (rating) continue;
    const stats = await ok<{ count: number }>(
      await request.get(`/api/admin/dishes/${dish.id}/ratings`, { headers: admin }),
    );
    if (stats.count === 2) target = dish;
  }
  if (!target) throw new Error("the seed rates one upcoming dish twice");
  const dish = target;
  const other = upcoming.menus.find((m) => m.dish.id !== dish.id)!.dish;

  const week = addWeeks(customer.upcomingWeek, 8);
  let orderId = "";
  await test.step("the week's box: ordered, charged by the rollover, delivered Monday", async () => {
    await ok(
      await request.put(`/api/admin/weeks/${week}/menu`, {
        headers: admin,
        data: {
          items: upcoming.menus.map((m, i) => ({
            dishId: m.dish.id,
            isNew: false,
            sortingOrder: i,
          })),
        },
      }),
    );
    await ok(await request.post(`/api/admin/weeks/${week}/publish`, { headers: admin }));
    const order = await ok<{ id: string; number: string }>(
      await request.post("/api/orders", {
        headers: { authorization: `Bearer ${customer.token}` },
        data: {
          weekStart: week,
          items: [dish, other, ...upcoming.menus.map((m) => m.dish)]
            .filter((d, i, all) => all.findIndex((x) => x.id === d.id) === i)
            .slice(0, 8)
            .map((d) => ({ dishId: d.id, quantity: 1 })),
        },
      }),
    );
    // The demo customers skip the week, so its rollover spends none of their credit.
    const rolloverAt = toronto(week, -4, 0);
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
    // Weeks ahead, today's session has expired: the admin signs in on the day.
    const monday = { "x-test-now": toronto(week, 0, 18) };
    const { token: driver } = await ok<{ token: string }>(
      await request.post("/api/auth/login", { headers: monday, data: DEMO.admin }),
    );
    await ok(
      await request.post(`/api/admin/deliveries/${order.id}/monday`, {
        headers: { authorization: `Bearer ${driver}`, ...monday },
        data: { mark: "delivered" },
      }),
    );
    orderId = order.id;
  });

  await test.step("1280 px: rate a dish from Past orders the day after", async () => {
    await atClock(page, base, toronto(week, 1, 10));
    await signedIn(page, customer, "/customer/orders");
    const card = page.getByTestId("order-card").filter({ hasText: "Delivered" }).first();
    await card.getByRole("button", { name: "Rate your meals" }).click();
    const form = card.getByTestId("dish-rating-form").filter({ hasText: dish.name });
    await expect(form).toBeVisible();
    await form.getByRole("button", { name: `Save rating for ${dish.name}` }).click();
    const starsError = form.getByText(`Choose 1 to 5 stars for ${dish.name}.`);
    await expect(starsError).toBeVisible();
    await expect(form.getByRole("radio", { name: "1 star" })).toBeFocused();
    await form.getByRole("radio", { name: "5 stars" }).check();
    await form.getByLabel("Comment (optional)").fill("Best dish this month.");
    await form.getByRole("button", { name: `Save rating for ${dish.name}` }).click();
    await expect(form.getByRole("status")).toHaveText("Thanks! Rating saved.");
    await expect(
      form.getByRole("button", { name: `Update rating for ${dish.name}` }),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page, "Past orders with the ratings open (1280 px)");
    await page.screenshot({ path: "/tmp/shots-ratings/past-orders-1280.png", fullPage: true });
  });

  await test.step("the public menu shows the dish's average from its 3 ratings", async () => {
    await atClock(page, base, null);
    await page.goto("/menu");
    const dishCard = page.getByRole("article", { name: dish.name });
    await expect(dishCard.getByTestId("dish-rating")).toContainText("(3 ratings)");
    await expect(dishCard.getByText(/^Rated \d\.\d out of 5 by 3 customers$/)).toBeAttached();
    await expectNoSeriousAxeViolations(page, "/menu with averages (1280 px)");
    await dishCard.screenshot({ path: "/tmp/shots-ratings/menu-card-1280.png" });
  });

  await test.step("375 px: the mail's link rates another dish and changes the first", async () => {
    const phone = await browser.newContext({
      baseURL: base,
      viewport: { width: 375, height: 812 },
      bypassCSP: true,
    });
    try {
      const link = await phone.newPage();
      await link.goto(`/rate/${ratingToken(orderId, new Date())}`);
      await expect(
        link.getByRole("heading", { name: "How was your box?", level: 1 }),
      ).toBeVisible();
      const first = link.getByTestId("dish-rating-form").filter({ hasText: dish.name });
      await expect(first.getByRole("radio", { name: "5 stars" })).toBeChecked();
      await first.getByRole("radio", { name: "4 stars" }).check();
      await first.getByRole("button", { name: `Update rating for ${dish.name}` }).click();
      await expect(first.getByRole("status")).toHaveText("Rating updated.");
      const second = link.getByTestId("dish-rating-form").filter({ hasText: other.name });
      await second.getByRole("radio", { name: "2 stars" }).check();
      await second.getByRole("button", { name: `Save rating for ${other.name}` }).click();
      await expect(second.getByRole("status")).toHaveText("Thanks! Rating saved.");
      await expectNoSeriousAxeViolations(link, "/rate/{token} (375 px)");
      await expectNoHorizontalScroll(link, "/rate/{token}");
      await link.screenshot({ path: "/tmp/shots-ratings/rate-link-375.png", fullPage: true });

      await link.goto(`/rate/${ratingToken(orderId, new Date())}x`);
      await expect(
        link.getByText("This rating link is not valid.", { exact: false }),
      ).toBeVisible();
      await link.goto("/menu");
      const dishCard = link.getByRole("article", { name: dish.name });
      await expect(dishCard.getByTestId("dish-rating")).toContainText("(3 ratings)");
      await expectNoHorizontalScroll(link, "/menu");
      await dishCard.screenshot({ path: "/tmp/shots-ratings/menu-card-375.png" });
    } finally {
      await phone.close();
    }
  });

  await test.step("the admin reads the rating and its comment on the dish's page", async () => {
    await page.context().clearCookies();
    await signedIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 });
    await page.goto("/admin/dishes?sort=most-rated");
    await expect(page.getByRole("link", { name: dish.name })).toBeVisible();
    await page.goto(`/admin/dishes/${dish.id}`);
    const ratings = page.getByRole("region", { name: "Customer ratings" });
    await expect(ratings).toContainText("from 3 customers");
    await expect(ratings).toContainText("Best dish this month.");
    await expectNoSeriousAxeViolations(page, "/admin/dishes/{id} ratings (1280 px)");
    await ratings.screenshot({ path: "/tmp/shots-ratings/admin-dish-ratings-1280.png" });
  });
});
