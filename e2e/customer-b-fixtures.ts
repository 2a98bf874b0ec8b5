// Shared steps of the e2e/customer-b-*.spec.ts files: a fresh, fully signed-up customer made
// through the public API (register, plan, address, card, first order, onboarding), then signed in
// through the login page. Every wait is on a condition, never a fixed sleep.
import { signedIn } from "./session";
import { expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { DateTime } from "luxon";

export const PASSWORD = "lakeshore-secret-1";

export interface FreshCustomer {
  userId: string;
  email: string;
  password: string;
  token: string;
  upcomingWeek: string;
}

interface MenuEntry {
  dish: { id: string; name: string; splitDeliveryEligible: boolean };
}

/**
 * Customer writes are refused during the Thursday 12:00-6:00 AM (Toronto) rollover. A run that
 * falls in it moves the server's clock (the e2e server honours `test-now`) to 6:30 AM, which keeps
 * the upcoming week, and so the seeded menus, the same.
 */
function safeNow(): string | null {
  const now = DateTime.now().setZone("America/Toronto");
  if (now.weekday !== 4 || now.hour >= 6) return null;
  return now.set({ hour: 6, minute: 30 }).toUTC().toISO();
}

export async function avoidMaintenance(context: BrowserContext, baseURL: string): Promise<void> {
  const safe = safeNow();
  if (safe)
    await context.addCookies([{ name: "test-now", value: encodeURIComponent(safe), url: baseURL }]);
}

function headers(token?: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (token) out.authorization = `Bearer ${token}`;
  const safe = safeNow();
  if (safe) out["x-test-now"] = safe;
  return out;
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

export function uniqueEmail(tag: string): string {
  return `b-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e5)}@example.test`;
}

/** A made-up client address in 10.0.0.0/8. */
const fixtureAddress = () =>
  `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join(".")}`;

/** A customer on the given plan size with meals chosen for the upcoming week, onboarding done. */
export async function freshCustomer(
  request: APIRequestContext,
  tag: string,
  options: { mealsPerWeek?: number } = {},
): Promise<FreshCustomer> {
  const email = uniqueEmail(tag);
  const registered = await ok<{ token: string; user: { id: string } }>(
    await request.post("/api/auth/register/customer", {
      // Each fixture customer signs up from an address of its own (the e2e server trusts the
      // loopback proxy): the suite's many fixtures from one address spent the sign-up limit
      // (60 in 10 minutes) before the last specs ran.
      headers: { ...headers(), "x-forwarded-for": fixtureAddress() },
      data: {
        firstName: "Jordan",
        lastName: "Lee",
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        deliveryDay: "MONDAY",
        deliveryTime: "16-20",
      },
    }),
  );
  const { token } = registered;
  const userId = registered.user.id;
  const auth = headers(token);

  const plans = await ok<{ id: string; mealsPerWeek: number }[]>(await request.get("/api/plans"));
  const plan = plans.find((p) => p.mealsPerWeek === (options.mealsPerWeek ?? 8));
  if (!plan) throw new Error("the seed has the plan");
  await ok(
    await request.post(`/api/users/${userId}/subscription`, {
      headers: auth,
      data: { planId: plan.id },
    }),
  );

  const places = await ok<{
    options: { street: string; city: string; postalCode: string; placeId: string }[];
  }>(await request.get("/api/addresses/autocomplete?q=120%20Bremner%20Blvd&postalCode=M5J%200A8"));
  const place = places.options[0];
  await ok(
    await request.post("/api/addresses", {
      headers: auth,
      data: { ...place, province: "ON", phone: "416-555-0199", unit: "3302" },
    }),
  );
  const card = await ok<{ id: string }>(
    await request.post("/api/payments/offline/payment-methods", {
      headers: headers(),
      data: {
        nameOnCard: "Jordan Lee",
        number: "4242 4242 4242 4242",
        expiry: "12/34",
        cvc: "123",
      },
    }),
  );
  await ok(
    await request.post(`/api/users/${userId}/payment-method`, {
      headers: auth,
      data: { stripePaymentMethodId: card.id },
    }),
  );

  const menu = await ok<{ startDate: string; menus: MenuEntry[] }>(
    await request.get("/api/weeks/upcoming-week", { headers: headers() }),
  );
  const meals = plan.mealsPerWeek;
  await ok(
    await request.post("/api/orders", {
      headers: auth,
      data: {
        weekStart: menu.startDate,
        items: menu.menus.slice(0, meals).map((m) => ({ dishId: m.dish.id, quantity: 1 })),
      },
    }),
  );
  await ok(await request.post(`/api/users/${userId}/onboarding`, { headers: auth }));
  return { userId, email, password: PASSWORD, token, upcomingWeek: menu.startDate };
}

/** Signed in (this worker's saved session for the account, e2e/session.ts) on the landing page. */
export async function signInAs(page: Page, account: { email: string; password: string }) {
  await signedIn(page, account);
  await expect(page).toHaveURL(/\/(customer|admin)$/);
}

/** "Monday, November 30" for a week's Monday. */
export function longDay(day: string): string {
  return DateTime.fromISO(day, { zone: "America/Toronto" }).toFormat("cccc, LLLL d");
}

export function addDays(day: string, days: number): string {
  return DateTime.fromISO(day, { zone: "America/Toronto" }).plus({ days }).toISODate() as string;
}

export function addWeeks(day: string, weeks: number): string {
  return DateTime.fromISO(day, { zone: "America/Toronto" }).plus({ weeks }).toISODate() as string;
}

/** Adds `count` meals from the menu: "Add X" for dishes not chosen yet (or "Add X to Monday"). */
export async function addMeals(page: Page, count: number, slot?: "Monday" | "Thursday") {
  const menu = page.getByRole("list", { name: "Menu" });
  const name = slot ? new RegExp(`^Add .+ to ${slot}$`) : /^Add (?!one more).+$/;
  for (let i = 0; i < count; i++) {
    const before = await page.getByTestId("box-count").textContent();
    await menu
      .getByRole("button", { name })
      .nth(slot ? i : 0)
      .click();
    await expect(page.getByTestId("box-count")).not.toHaveText(before ?? "");
  }
}
