// The sign-up by keyboard alone: postal code, plan, delivery and meals, no mouse.
import { expect, test } from "./test";
import { avoidMaintenanceWindow } from "./signup-helpers";
import { tabTo } from "./support";

test("the funnel works with the keyboard alone", async ({ page, context, baseURL }) => {
  await avoidMaintenanceWindow(context, baseURL!);
  await page.goto("/signup");

  await tabTo(page, page.getByRole("link", { name: /^Start/ }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/signup\/verify-delivery$/);

  // Step 1: postal code; Enter submits.
  const postal = page.getByLabel("Postal code");
  await tabTo(page, postal);
  await page.keyboard.type("M5V 2T6");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/signup\/plans$/);

  // Step 2: radio cards: Space picks the first plan, the arrow key moves to the next.
  const firstPlan = page.getByRole("radio", { name: /6 meals a week/ });
  await tabTo(page, firstPlan);
  await page.keyboard.press("Space");
  await expect(firstPlan).toBeChecked();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: /8 meals a week/ })).toBeChecked();
  await page.keyboard.press("ArrowLeft");
  await expect(firstPlan).toBeChecked();
  await tabTo(page, page.getByRole("button", { name: "Continue" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/signup\/delivery$/);

  // Step 3: day, time window and Continue; a missing window is reported and focused.
  const monday = page.getByRole("radio", { name: /Monday/ });
  await tabTo(page, monday);
  await page.keyboard.press("Space");
  await expect(monday).toBeChecked();
  const continueToMeals = page.getByRole("button", { name: "Continue to meals" });
  await tabTo(page, continueToMeals);
  await page.keyboard.press("Enter");
  const time = page.getByLabel("Delivery time window");
  await expect(page.getByText("Choose a delivery time window.")).toBeVisible();
  await expect(time).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(time).toHaveValue("08-12");
  await expect(page.getByTestId("first-delivery")).toContainText("Your first delivery: Monday");
  await tabTo(page, continueToMeals);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/signup\/meal-selection$/);

  // Step 4: Enter on "Add" moves focus to the "+" of the same dish, so Enter keeps adding.
  const add = page
    .getByRole("list", { name: "Menu" })
    .getByRole("button", { name: /^Add / })
    .first();
  await tabTo(page, add, 200);
  for (let i = 0; i < 6; i++) await page.keyboard.press("Enter");
  await expect(page.getByTestId("cart-count")).toHaveText("6 of 6 chosen");
  const toCheckout = page.getByRole("button", { name: "Continue to checkout" });
  await tabTo(page, toCheckout, 300);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/signup\/checkout$/);
  await expect(page.getByRole("heading", { name: "Almost there" })).toBeVisible();
});
