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
import { expectNoSeriousAxeViolations } from "./a11y";
import { tabTo, closeToasts } from "./support";
import { signedIn } from "./session";

// axe is injected as a script tag, which the app's content security policy would refuse.
test.use({ bypassCSP: true });

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

test("change two meals by keyboard: focus follows, skip links, nothing under the header", async ({
  page,
  request,
}) => {
  // Issue 27: focus dropped to the top after "Change meals" and "Save meals", the box's first
  // control was hidden under the sticky header, changing two meals took 108 Tabs, and at 375 px
  // the sticky "Review your box" link sat inside an aria-hidden block.
  await page.setViewportSize({ width: 1280, height: 900 });
  const customer = await freshCustomer(request, "keys2");
  await signedIn(page, customer, `/customer/meals?week=${customer.upcomingWeek}`);
  await tabTo(page, page.getByRole("button", { name: "Change meals" }));
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("heading", { name: /^Choose 8 meals for the week of/ }),
  ).toBeFocused();

  let presses = 0;
  const tab = async () => {
    presses += 1;
    await page.keyboard.press("Tab");
  };
  // To the box past the menu: the skip link, then the first control in the box.
  while (
    !(await page
      .getByRole("button", { name: "Skip to your box" })
      .evaluate((el) => el === document.activeElement))
  )
    await tab();
  await page.keyboard.press("Enter");
  const box = page.locator("#meal-box");
  const removeFirst = box.getByRole("button", { name: /^Remove one / }).first();
  await expect(removeFirst).toBeFocused();
  // Not under the sticky header: the focused control's top is below the header's bottom.
  const header = await page.locator("header").first().boundingBox();
  const focused = await removeFirst.boundingBox();
  expect(focused!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  // Two meals out, two other meals in (from the menu, which the skip link jumped over).
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("box-count")).toHaveText("7 of 8 chosen");
  await box
    .getByRole("button", { name: /^Remove one / })
    .first()
    .focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("box-count")).toHaveText("6 of 8 chosen");
  for (let i = 0; i < 2; i++) {
    await page.getByRole("heading", { name: /^Choose 8 meals for the week of/ }).focus();
    const add = page
      .getByRole("list", { name: "Menu" })
      .getByRole("button", { name: /^Add (?!one more).+$/ })
      .first();
    while (!(await add.evaluate((el) => el === document.activeElement))) await tab();
    await page.keyboard.press("Enter");
  }
  await expect(page.getByTestId("box-count")).toHaveText("8 of 8 chosen");
  await page.getByRole("heading", { name: /^Choose 8 meals for the week of/ }).focus();
  while (
    !(await page
      .getByRole("button", { name: "Skip to the Save button" })
      .evaluate((el) => el === document.activeElement))
  )
    await tab();
  await page.keyboard.press("Enter");
  // getByRole skips the hidden one: the Save button on screen is the one focused.
  await expect(page.getByRole("button", { name: "Save meals" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText(/are saved\.$/)).toBeVisible();
  // Focus comes back to the week, not the top of the page.
  await expect(
    page.getByRole("heading", { name: `Week of ${longDay(customer.upcomingWeek)}` }),
  ).toBeFocused();
  // 108 Tab presses before the skip links; about 50 now, most of them through the menu.
  expect(presses).toBeLessThan(60);

  // At 375 px, the open editor with its sticky Save bar passes axe (no aria-hidden-focus).
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole("button", { name: "Change meals" }).click();
  await expect(page.getByRole("link", { name: "Review your box" })).toBeVisible();
  await closeToasts(page);
  await expectNoSeriousAxeViolations(page, "meal editor at 375 px");
});

test("the account tabs and the pause confirmation by keyboard", async ({ page, request }) => {
  const customer = await freshCustomer(request, "keytabs");
  await signedIn(page, customer, "/customer/account");
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
