// /customer/meals as a customer uses it: choose meals for a later week, split delivery, skip and
// unskip, and a week past its deadline that can only be looked at. Fresh customers per test.
import { expect, test } from "./test";
import {
  addMeals,
  addDays,
  addWeeks,
  avoidMaintenance,
  freshCustomer,
  longDay,
  signInAs,
} from "./customer-b-fixtures";
import { signedIn } from "./session";

test.beforeEach(async ({ context, baseURL }) => {
  await avoidMaintenance(context, baseURL ?? "");
});

test("choose meals for a week the chef would otherwise pick", async ({ page, request }) => {
  const customer = await freshCustomer(request, "choose");
  await signInAs(page, customer);
  const week = addWeeks(customer.upcomingWeek, 1);

  await page.goto("/customer/meals");
  await expect(page.getByRole("heading", { name: "Your meals", level: 1 })).toBeVisible();
  await page.getByTestId(`week-${week}`).click();
  await expect(page).toHaveURL(new RegExp(`week=${week}`));
  await expect(page.getByRole("heading", { name: `Week of ${longDay(week)}` })).toBeVisible();
  await expect(page.getByText("Chef’s choice will be picked for you")).toBeVisible();

  await page.getByRole("button", { name: "Choose meals", exact: true }).click();
  await expect(page.getByTestId("box-count")).toHaveText("0 of 8 chosen");
  await expect(page.getByRole("button", { name: "Save meals" })).toBeDisabled();
  await addMeals(page, 8);
  await expect(page.getByTestId("box-count")).toHaveText("8 of 8 chosen");
  await page.getByRole("button", { name: "Save meals" }).click();

  await expect(
    page.getByText(`Your meals for the week of ${longDay(week)} are saved.`),
  ).toBeVisible();
  await expect(page.getByTestId("week-status")).toHaveText("Meals chosen");
  await expect(
    page.getByRole("list", { name: "Meals this week" }).getByRole("listitem"),
  ).toHaveCount(8);

  // A reload keeps the week (it is in the address) and shows what the server stored.
  await page.reload();
  await expect(page.getByRole("heading", { name: `Week of ${longDay(week)}` })).toBeVisible();
  await expect(page.getByText("Chef’s choice will be picked for you")).toHaveCount(0);
  await expect(page.getByTestId("week-status")).toHaveText("Meals chosen");
});

test("change meals with split delivery: half on Monday, half on Thursday", async ({
  page,
  request,
}) => {
  const customer = await freshCustomer(request, "split");
  await signedIn(page, customer, `/customer/meals?week=${customer.upcomingWeek}`);
  await page.getByRole("button", { name: "Change meals" }).click();
  await expect(page.getByTestId("box-count")).toHaveText("8 of 8 chosen");

  await page.getByRole("switch", { name: "Split delivery: Monday and Thursday" }).check();
  // Clear the box, then fill each half.
  const box = page.locator("#meal-box");
  while ((await box.getByRole("button", { name: /from your box$/ }).count()) > 0) {
    await box
      .getByRole("button", { name: /from your box$/ })
      .first()
      .click();
  }
  await expect(page.getByTestId("box-count")).toHaveText("0 of 8 chosen");
  await addMeals(page, 4, "Monday");
  // The box's price runs while choosing: 4 of 8 meals so far, and the full box's total.
  await expect(page.getByTestId("box-price")).toContainText("Price per meal");
  await expect(page.getByTestId("box-price")).toContainText("4 chosen, 4 chef's choice");
  await expect(page.getByTestId("box-price")).toContainText(/Box total \(8 meals\)\$\d+\.\d{2}/);
  await addMeals(page, 4, "Thursday");
  await page.getByRole("button", { name: "Save meals" }).click();
  await expect(page.getByText(/are saved\.$/)).toBeVisible();
  await expect(page.getByText("Split delivery: Monday and Thursday")).toBeVisible();

  // Split carries to the following week, which nobody has chosen yet: both days, there too.
  const next = addWeeks(customer.upcomingWeek, 1);
  await page.getByTestId(`week-${next}`).click();
  await expect(page.getByRole("heading", { name: `Week of ${longDay(next)}` })).toBeVisible();
  await expect(page.getByText(/delivered Mondays and Thursdays/)).toBeVisible();
  await expect(
    page.getByText(`${longDay(next)} and ${longDay(addDays(next, 3))}`, { exact: false }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Choose meals", exact: true }).click();
  await expect(
    page.getByRole("switch", { name: "Split delivery: Monday and Thursday" }),
  ).toBeChecked();
});

test("skip a week, then unskip it", async ({ page, request }) => {
  const customer = await freshCustomer(request, "skip");
  await signInAs(page, customer);
  const week = customer.upcomingWeek;
  await page.goto(`/customer/meals?week=${week}`);
  await expect(page.getByTestId("week-status")).toHaveText("Meals chosen");

  // A skip asks first, naming the meals it gives up; undo from the toast puts the week back.
  await page.getByRole("button", { name: "Skip this week" }).click();
  const confirm = page.getByRole("dialog", { name: `Skip the week of ${longDay(week)}?` });
  await expect(
    confirm.getByRole("list", { name: "Meals you'll miss" }).getByRole("listitem"),
  ).toHaveCount(8);
  await confirm.getByRole("button", { name: "Yes, skip this week" }).click();
  await expect(
    page.getByText(`You skipped the week of ${longDay(week)}. No delivery, no charge.`),
  ).toBeVisible();
  await expect(page.getByTestId("week-status")).toHaveText("Skipped");
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByTestId("week-status")).toHaveText("Meals chosen");
  await page.getByRole("button", { name: "Skip this week" }).click();
  await confirm.getByRole("button", { name: "Yes, skip this week" }).click();
  await expect(page.getByTestId("week-status")).toHaveText("Skipped");
  await expect(page.getByText("You’re skipping this week")).toBeVisible();
  await expect(page.getByTestId(`week-${week}`)).toContainText("Skipped");

  await page.reload();
  await expect(page.getByTestId("week-status")).toHaveText("Skipped");
  await page.getByRole("button", { name: "Unskip this week" }).click();
  await expect(page.getByText(`The week of ${longDay(week)} is back on.`)).toBeVisible();
  await expect(page.getByTestId("week-status")).toHaveText("Meals chosen");
  await expect(page.getByRole("button", { name: "Skip this week" })).toBeVisible();
});

test("skipping a week never chosen, and the locked week is read-only", async ({
  page,
  request,
}) => {
  const customer = await freshCustomer(request, "locked");
  await signInAs(page, customer);
  const later = addWeeks(customer.upcomingWeek, 3);
  await page.goto(`/customer/meals?week=${later}`);
  await expect(page.getByText("Chef’s choice will be picked for you")).toBeVisible();
  await page.getByRole("button", { name: "Skip this week" }).click();
  await page.getByRole("button", { name: "Yes, skip this week" }).click();
  await expect(page.getByTestId("week-status")).toHaveText("Skipped");
  await expect(page.getByText("Chef’s choice will be picked for you")).toHaveCount(0);

  // The week before the upcoming one is past its deadline: no actions, only what happens.
  const locked = addWeeks(customer.upcomingWeek, -1);
  await page.getByTestId(`week-${locked}`).click();
  await expect(page.getByRole("heading", { name: `Week of ${longDay(locked)}` })).toBeVisible();
  await expect(page.getByTestId("week-deadline")).toContainText("Closed");
  await expect(
    page.getByRole("button", { name: /^(Skip this week|Change meals|Choose meals)$/ }),
  ).toHaveCount(0);
});
