// The customer's meal selection and account tabs with the keyboard alone: Tab, Enter, Space and
// the arrow keys, never the mouse.
import { expect, test } from "./test";
import {
  addWeeks,
  avoidMaintenance,
  freshCustomer,
  longDay,
  signInAs,
} from "./customer-b-fixtures";
import { tabTo } from "./support";

test.beforeEach(async ({ context, baseURL }) => {
  await avoidMaintenance(context, baseURL ?? "");
});

test("choose a week's meals and save them by keyboard", async ({ page, request }) => {
  const customer = await freshCustomer(request, "keys");
  await signInAs(page, customer);
  const week = addWeeks(customer.upcomingWeek, 1);
  await page.goto(`/customer/meals?week=${week}`);
  await expect(page.getByRole("heading", { name: `Week of ${longDay(week)}` })).toBeVisible();

  await tabTo(page, page.getByRole("button", { name: "Choose meals", exact: true }));
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("box-count")).toHaveText("0 of 8 chosen");
  const menu = page.getByRole("list", { name: "Menu" });
  for (let i = 0; i < 8; i++) {
    await tabTo(page, menu.getByRole("button", { name: /^Add (?!one more).+$/ }).first());
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("box-count")).toHaveText(`${i + 1} of 8 chosen`);
  }
  const save = page.getByRole("button", { name: "Save meals" });
  await tabTo(page, save, 200);
  await page.keyboard.press("Enter");
  await expect(
    page.getByText(`Your meals for the week of ${longDay(week)} are saved.`),
  ).toBeVisible();
  await expect(page.getByTestId("week-status")).toHaveText("Meals chosen");
});

test("the account tabs and the pause confirmation by keyboard", async ({ page, request }) => {
  const customer = await freshCustomer(request, "keytabs");
  await signInAs(page, customer);
  await page.goto("/customer/account");
  const account = page.getByRole("tab", { name: "Account", exact: true });
  await tabTo(page, account);
  // Arrow keys move between tabs; the Plan tab's panel follows.
  for (
    let i = 0;
    i < 9 &&
    !(await page
      .getByRole("tab", { name: "Plan" })
      .evaluate((el) => el === document.activeElement));
    i++
  ) {
    await page.keyboard.press("ArrowRight");
  }
  await expect(page.getByRole("tab", { name: "Plan" })).toHaveAttribute("aria-selected", "true");
  await tabTo(page, page.getByRole("button", { name: "Pause plan" }));
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Pause your plan?" });
  await expect(dialog).toBeVisible();
  // Escape closes the confirmation without pausing; focus returns to the button.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Pause plan" })).toBeFocused();
  await expect(page.getByTestId("plan-status")).toHaveText("Active");
});
