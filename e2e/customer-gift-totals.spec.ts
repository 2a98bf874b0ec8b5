// One total everywhere and the gift balance where credits are (issue 27 defect 2): the demo
// customer has a $35 gift balance and $20 of credit; the Meals page's box total is the one
// pricing function's, with both taken off, and home and Rewards show the gift balance.
import { expect, test } from "./test";
import { DEMO } from "./support";
import { signedIn } from "./session";

const cents = (text: string | null) =>
  Math.round(Number((text ?? "").replace(/[^\d.]/g, "")) * 100);

test("the demo customer's gift balance is shown, and the box total takes it off", async ({
  page,
}) => {
  await signedIn(page, DEMO.customer);
  await expect(page).toHaveURL(/\/customer$/);
  await expect(page.getByTestId("credit-balance")).toHaveText("$20.00 credit");
  await expect(page.getByTestId("gift-balance")).toContainText("Gift card balance$35.00");

  await page.goto("/customer/account?tab=rewards");
  await expect(page.getByTestId("gift-balance")).toContainText("Gift card balance$35.00");

  await page.goto("/customer/meals");
  await page.getByRole("button", { name: "Change meals" }).click();
  const box = page.getByTestId("box-price");
  await expect(box).toContainText("Gift card−$35.00");
  await expect(box).toContainText("Credit−$20.00");
  await expect(box).not.toContainText("taken off when the week is charged");
  // The total is the meals less every saving listed: nothing computed beside the pricing.
  const amounts = await box.locator("dd").allTextContents();
  const [perMeal, meals, ...rest] = amounts.map(cents);
  const total = rest.pop();
  expect(perMeal).toBeGreaterThan(0);
  expect(total).toBe(meals - rest.reduce((sum, saving) => sum + saving, 0));
});
