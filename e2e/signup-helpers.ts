// Steps of the sign-up funnel shared by the e2e/signup-*.spec.ts files. Every wait is on a
// condition (web-first assertions), never a fixed sleep.
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { DateTime } from "luxon";

export const TORONTO_POSTAL_CODE = "M5V 2T6";
export const TEST_CARD = {
  name: "Avery Chen",
  number: "4242 4242 4242 4242",
  expiry: "12/34",
  cvc: "123",
};
export const PASSWORD = "lakeshore-secret-1";

export function uniqueEmail(tag: string): string {
  return `signup-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e4)}@example.test`;
}

/**
 * Customer writes are refused during the Thursday 12:00-6:00 AM (Toronto) rollover. A run that
 * falls in it moves the server's clock (the e2e server honours the `test-now` cookie) to 6:30 AM,
 * which leaves the upcoming week, and so the seeded menus, unchanged.
 */
export async function avoidMaintenanceWindow(
  context: BrowserContext,
  baseURL: string,
): Promise<void> {
  const now = DateTime.now().setZone("America/Toronto");
  if (now.weekday !== 4 || now.hour >= 6) return;
  const safe = now.set({ hour: 6, minute: 30 }).toUTC().toISO();
  await context.addCookies([
    { name: "test-now", value: encodeURIComponent(safe ?? ""), url: baseURL },
  ]);
}

/** /signup → Start → postal code → the plans step. */
export async function passPostalCode(page: Page, postalCode = TORONTO_POSTAL_CODE): Promise<void> {
  await page.goto("/signup");
  await page.getByRole("link", { name: /^Start/ }).click();
  await expect(page).toHaveURL(/\/signup\/verify-delivery$/);
  await page.getByLabel("Postal code").fill(postalCode);
  await page.getByRole("button", { name: "Check my area" }).click();
  await expect(page).toHaveURL(/\/signup\/plans$/);
}

export async function choosePlan(page: Page, mealsPerWeek: number): Promise<void> {
  await page.getByText(`${mealsPerWeek} meals a week`, { exact: true }).click();
  await expect(
    page.getByRole("radio", { name: new RegExp(`${mealsPerWeek} meals a week`) }),
  ).toBeChecked();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/signup\/delivery$/);
}

export async function chooseDelivery(
  page: Page,
  day: "Monday" | "Thursday" = "Monday",
  windowLabel = "8:00 AM – 12:00 PM",
): Promise<void> {
  await page.getByText(day, { exact: true }).click();
  await page.getByLabel("Delivery time window").selectOption({ label: windowLabel });
  await expect(page.getByTestId("first-delivery")).toContainText(`Your first delivery: ${day}`);
  await expect(page.getByTestId("first-delivery")).toContainText(windowLabel);
  await page.getByRole("button", { name: "Continue to meals" }).click();
  await expect(page).toHaveURL(/\/signup\/meal-selection$/);
}

/**
 * Adds `count` meals, one each of the first dishes not chosen yet ("Add X" turns into "Add one
 * more X" once chosen). With split delivery every dish keeps its "Add X to Monday" name.
 */
export async function addMeals(
  page: Page,
  count: number,
  slot?: "Monday" | "Thursday",
): Promise<void> {
  const name = slot ? new RegExp(`^Add .+ to ${slot}$`) : /^Add (?!one more).+$/;
  const menu = page.getByRole("list", { name: "Menu" });
  for (let i = 0; i < count; i++) {
    const before = await page.getByTestId("cart-count").textContent();
    await menu
      .getByRole("button", { name })
      .nth(slot ? i : 0)
      .click();
    await expect(page.getByTestId("cart-count")).not.toHaveText(before ?? "");
  }
}

export async function fillAccount(page: Page, email: string): Promise<void> {
  await page.getByLabel("First name").fill("Avery");
  await page.getByLabel("Last name").fill("Chen");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
}

/** Types a street and picks the first suggestion of the built-in autocomplete. */
export async function chooseAddress(page: Page, street = "123 King St W"): Promise<void> {
  const combobox = page.getByRole("combobox", { name: "Street address" });
  await combobox.fill(street);
  const option = page.getByRole("option").first();
  await expect(option).toContainText(street);
  await option.click();
  await expect(page.getByLabel("City")).not.toHaveValue("");
}

export async function fillAddressDetails(page: Page): Promise<void> {
  await page.getByLabel("Apt / unit").fill("1204");
  await page.getByLabel("Buzzer").fill("1204");
  await page.getByLabel("Phone").fill("416-555-0199");
  await page.getByLabel("Delivery instructions").fill("Leave with the concierge.");
}

export async function fillCard(page: Page, card = TEST_CARD): Promise<void> {
  await page.getByLabel("Name on card").fill(card.name);
  await page.getByLabel("Card number").fill(card.number);
  await page.getByLabel("Expiry (MM/YY)").fill(card.expiry);
  await page.getByLabel("CVC").fill(card.cvc);
}

export async function applyCode(page: Page, code: string): Promise<void> {
  await page.getByLabel("Coupon or gift code").fill(code);
  await page.getByRole("button", { name: "Apply" }).click();
}

/** The funnel up to a full cart on the checkout page (single delivery). */
export async function reachCheckout(page: Page, mealsPerWeek = 6): Promise<void> {
  await passPostalCode(page);
  await choosePlan(page, mealsPerWeek);
  await chooseDelivery(page);
  await addMeals(page, mealsPerWeek);
  await expect(page.getByTestId("cart-count")).toHaveText(
    `${mealsPerWeek} of ${mealsPerWeek} chosen`,
  );
  await page.getByRole("button", { name: "Continue to checkout" }).click();
  await expect(page).toHaveURL(/\/signup\/checkout$/);
}
