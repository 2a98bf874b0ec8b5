// The sign-up's error paths: outside the delivery area, plans that fail to load, an invalid code,
// no card, an address typed but not chosen, an email already in use, and an unexpected failure
// that loses nothing.
import { expect, test } from "./test";
import {
  applyCode,
  avoidMaintenanceWindow,
  chooseAddress,
  fillAccount,
  fillAddressDetails,
  fillCard,
  passPostalCode,
  reachCheckout,
  TEST_CARD,
  uniqueEmail,
} from "./signup-helpers";

test.beforeEach(async ({ context, baseURL }) => {
  await avoidMaintenanceWindow(context, baseURL!);
});

test("outside the delivery area: the Bummer message and a notify-me request", async ({ page }) => {
  // Later steps send a newcomer back to the postal code check.
  await page.goto("/signup/meal-selection");
  await expect(page).toHaveURL(/\/signup\/verify-delivery$/);

  await page.getByLabel("Postal code").fill("k1a0b1");
  await page.getByRole("button", { name: "Check my area" }).click();
  await expect(
    page.getByText(
      "Bummer! We don't deliver to your area. We'll notify you via email when it becomes available.",
    ),
  ).toBeVisible();
  await expect(page.getByLabel("Postal code")).toHaveValue("K1A 0B1");
  // The sentence promises an email: the field asking for it is right there (issue 27).
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription(
    "Where we write when we start delivering to K1A 0B1. Nothing else.",
  );

  await page.getByRole("button", { name: "Notify me" }).click();
  await expect(page.getByText("Enter a valid email address.")).toBeVisible();
  await expect(page.getByLabel("Email")).toBeFocused();

  await page.getByLabel("Email").fill(uniqueEmail("ottawa"));
  await page.getByRole("button", { name: "Notify me" }).click();
  await expect(
    page.getByText("Thanks! We'll email you as soon as we deliver to your area."),
  ).toBeVisible();

  // Still no way past step 1.
  await page.goto("/signup/plans");
  await expect(page).toHaveURL(/\/signup\/verify-delivery$/);
});

test("at 375 px the notify-me email field keeps its full height", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/signup/verify-delivery");
  await page.getByLabel("Postal code").fill("K1A 0B1");
  await page.getByRole("button", { name: "Check my area" }).click();
  const box = await page.getByLabel("Email").boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(40);
  expect(box?.width).toBeGreaterThan(250);
});

test("at 375 px, Continue without a plan shows the error where focus lands", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await passPostalCode(page);
  await page.getByRole("button", { name: "Continue" }).click();
  const message = page.getByText("Choose a plan to continue.");
  await expect(message).toBeInViewport();
  await expect(page.getByRole("radio").first()).toBeFocused();
  // The focused radio is visually hidden; its card is what the eye sees.
  await expect(page.getByText("6 meals a week", { exact: true })).toBeInViewport();
});

test("when the plans fail to load, Try again asks once more and shows them", async ({ page }) => {
  let calls = 0;
  await page.route("**/api/plans", (route) => (calls++ === 0 ? route.abort() : route.continue()));
  await passPostalCode(page);
  const failure = page.getByRole("alert").filter({ hasText: "We couldn't load the plans" });
  await expect(failure).toBeVisible();
  await failure.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("radio", { name: /8 meals a week/ })).toBeVisible();
  await expect(failure).toHaveCount(0);
  expect(calls).toBe(2);
});

test("a malformed postal code is reported on the field", async ({ page }) => {
  await page.goto("/signup/verify-delivery");
  await page.getByLabel("Postal code").fill("12345");
  await page.getByRole("button", { name: "Check my area" }).click();
  await expect(page.getByText("Enter a valid Canadian postal code, like M5V 2T6.")).toBeVisible();
  await expect(page.getByLabel("Postal code")).toBeFocused();
  await expect(page.getByLabel("Postal code")).toHaveAttribute("aria-invalid", "true");
});

test("an expired coupon is refused", async ({ page }) => {
  await reachCheckout(page);
  await applyCode(page, "EXPIRED20");
  await expect(
    page.getByText("Oops! Looks like that coupon or gift code is invalid. This code has expired."),
  ).toBeVisible();
  await expect(page.getByLabel("Coupon or gift code")).toBeFocused();
  await expect(page.getByRole("list", { name: "Applied codes" })).toHaveCount(0);
});

test("Place order with nothing filled in focuses the first problem on screen", async ({ page }) => {
  await reachCheckout(page);
  await page.getByRole("button", { name: "Place order" }).click();

  await expect(page.getByText("First name is required", { exact: true })).toBeVisible();
  await expect(page.getByLabel("First name")).toBeFocused();
  // Fixed in screen order, the next problem is the next to get focus.
  await page.getByLabel("First name").fill("Avery");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByLabel("Last name")).toBeFocused();
});

test("placing an order without a card says the payment method is missing", async ({ page }) => {
  await reachCheckout(page);
  await fillAccount(page, uniqueEmail("nocard"));
  await chooseAddress(page);
  await fillAddressDetails(page);
  await page.getByRole("button", { name: "Place order" }).click();

  await expect(page.getByText("Payment method missing", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Card number")).toBeFocused();
  await expect(
    page.getByRole("alert").filter({ hasText: "Please check this field" }),
  ).toContainText("Card number: Payment method missing");
  await expect(page).toHaveURL(/\/signup\/checkout$/);
});

test("when the form's checks cannot be downloaded, Place order says so and keeps the form", async ({
  page,
}) => {
  // The checkout fetches its zod checks after it renders (lib/signup/checkout-fields.ts): refuse
  // that script, whatever its name, by a message only checkout-form.ts holds.
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes("Please confirm your password")) await route.abort();
    else await route.fulfill({ response, body });
  });
  await reachCheckout(page);
  await fillAccount(page, uniqueEmail("nochecks"));
  await page.getByRole("button", { name: "Place order" }).click();

  await expect(page.getByText("Something went wrong please try again.")).toBeVisible();
  await expect(page).toHaveURL(/\/signup\/checkout$/);
  await expect(page.getByLabel("First name")).toHaveValue("Avery");
});

test("an address typed but not chosen from the options is refused", async ({ page }) => {
  await reachCheckout(page);
  await fillAccount(page, uniqueEmail("typed"));
  const street = page.getByRole("combobox", { name: "Street address" });
  await street.fill("123 King St W");
  await expect(page.getByRole("option").first()).toBeVisible();
  await street.press("Escape");
  await expect(street).toHaveAttribute("aria-expanded", "false");
  await fillAddressDetails(page);
  await fillCard(page);
  await page.getByRole("button", { name: "Place order" }).click();

  await expect(
    page.getByText("You must select an address from the provided options to proceed.", {
      exact: true,
    }),
  ).toBeVisible();
  await expect(street).toBeFocused();
  await expect(page).toHaveURL(/\/signup\/checkout$/);
});

test("an email already in use is reported on the email field, keeping everything typed", async ({
  page,
}) => {
  await reachCheckout(page);
  await fillAccount(page, "customer@example.com");
  await chooseAddress(page);
  await fillAddressDetails(page);
  await fillCard(page);
  await page.getByRole("button", { name: "Place order" }).click();

  await expect(
    page.getByText("An account with this email already exists.", { exact: true }),
  ).toBeVisible();
  const email = page.getByLabel("Email");
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Card number")).toHaveValue(TEST_CARD.number);
  await expect(page.getByRole("combobox", { name: "Street address" })).toHaveValue("123 King St W");
  await expect(page.getByRole("button", { name: "Place order" })).toBeEnabled();
});

test("an unexpected failure loses nothing, and trying again finishes the order", async ({
  page,
}) => {
  await reachCheckout(page);
  const email = uniqueEmail("retry");
  await fillAccount(page, email);
  await chooseAddress(page);
  await fillAddressDetails(page);

  // A reload keeps what was typed (never the passwords).
  await page.reload();
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByRole("combobox", { name: "Street address" })).toHaveValue("123 King St W");
  await expect(page.getByLabel("Phone")).toHaveValue("416-555-0199");
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  await fillAccount(page, email);
  await fillCard(page);

  await page.route("**/api/orders", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 500,
          contentType: "application/json",
          body: '{"statusCode":500,"message":"boom"}',
        })
      : route.fallback(),
  );
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByText("Something went wrong please try again.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Place order" })).toBeEnabled();
  // The account was created: it is not asked for again, and the card is kept.
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(page.getByText("ending in 4242 is saved")).toBeVisible();
  // With the account in place the summary is the server's own quote.
  const summary = page.getByRole("region", { name: "Order summary" });
  await expect(summary).toContainText("Order total");
  await expect(summary).toContainText("$83.94");

  await page.unroute("**/api/orders");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/signup\/success\?order=/, { timeout: 30_000 });
  await expect(page.getByTestId("order-number")).not.toBeEmpty();
});

test("a declined card shows the provider's reason, and another card finishes the order", async ({
  page,
}) => {
  await reachCheckout(page);
  const email = uniqueEmail("declined");
  await fillAccount(page, email);
  await chooseAddress(page);
  await fillAddressDetails(page);
  await fillCard(page, { ...TEST_CARD, number: "4000 0000 0000 0002" });
  await page.getByRole("button", { name: "Place order" }).click();

  await expect(
    page.getByText("Your card was declined. Please use a different card."),
  ).toBeVisible();
  const number = page.getByLabel("Card number");
  await expect(number).toBeFocused();
  await expect(number).toHaveValue("");
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();

  await number.fill(TEST_CARD.number);
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/signup\/success\?order=/, { timeout: 30_000 });
});
