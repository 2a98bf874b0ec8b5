// A box size for one week only (issue 27), as a customer does it on /customer/meals at a phone's
// and a laptop's width: 12 meals for a week with guests, chosen in that week's panel, the meal
// picker and price following it, and the week after still at the plan's 6. Fresh customers.
import { expect, test } from "./test";
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from "./a11y";
import { closeToasts } from "./support";
import {
  addMeals,
  addWeeks,
  avoidMaintenance,
  freshCustomer,
  longDay,
  signInAs,
} from "./customer-b-fixtures";

// axe is injected as a script, which the app's Content-Security-Policy would refuse.
test.use({ bypassCSP: true });

test.beforeEach(async ({ context, baseURL }) => {
  await avoidMaintenance(context, baseURL ?? "");
});

for (const width of [375, 1280]) {
  test(`choose 12 meals for one week only (${width} px)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const customer = await freshCustomer(request, `size-${width}`, { mealsPerWeek: 6 });
    const plans = (await (await request.get("/api/plans")).json()) as {
      mealsPerWeek: number;
      pricePerMealCents: number;
    }[];
    const twelve = plans.find((p) => p.mealsPerWeek === 12);
    if (!twelve) throw new Error("the seed has a 12-meal plan");
    const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    await signInAs(page, customer);
    const week = addWeeks(customer.upcomingWeek, 1);
    const after = addWeeks(week, 1);

    await page.goto(`/customer/meals?week=${week}`);
    await expect(page.getByRole("heading", { name: `Week of ${longDay(week)}` })).toBeVisible();
    const size = page.getByLabel("Number of meals");
    await expect(size).toHaveValue("6");
    await expect(page.getByRole("button", { name: "Save box size" })).toBeDisabled();
    await size.selectOption("12");
    await expect(
      page.getByText(
        `12 meals at ${money(twelve.pricePerMealCents)} each: ${money(12 * twelve.pricePerMealCents)} before savings.`,
      ),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page, `box size, ${width} px`);
    await expectNoHorizontalScroll(page, `${width} px`);
    await page.getByRole("button", { name: "Save box size" }).click();
    await expect(
      page.getByText(
        `The week of ${longDay(week)} is now a 12-meal box. The weeks after stay at your plan’s 6.`,
      ),
    ).toBeVisible();
    await expect(page.getByTestId("week-size")).toHaveText("12 meals this week only");
    await expect(page.getByLabel("Number of meals")).toHaveValue("12");
    // The focus stays on the size, not dropped to the page (issue 38).
    await expect(page.getByLabel("Number of meals")).toBeFocused();

    // The meal picker asks for 12 and prices the 12-meal box.
    await page.getByRole("button", { name: "Choose meals", exact: true }).click();
    await expect(
      page.getByRole("heading", { name: `Choose 12 meals for the week of ${longDay(week)}` }),
    ).toBeVisible();
    await addMeals(page, 12);
    await expect(page.getByTestId("box-count")).toHaveText("12 of 12 chosen");
    await closeToasts(page);
    await expectNoSeriousAxeViolations(page, `meal editor with 12 meals, ${width} px`);
    // The box's Save button (a phone also has one in the sticky bar at the bottom).
    await page.getByRole("button", { name: "Save meals" }).first().click();
    await expect(
      page.getByText(`Your meals for the week of ${longDay(week)} are saved.`),
    ).toBeVisible();
    await expect(page.getByTestId("week-status")).toHaveText("Meals chosen");
    await expect(
      page.getByRole("list", { name: "Meals this week" }).getByRole("listitem"),
    ).toHaveCount(12);

    // The week after returns to the plan.
    await page.goto(`/customer/meals?week=${after}`);
    await expect(page.getByRole("heading", { name: `Week of ${longDay(after)}` })).toBeVisible();
    await expect(page.getByLabel("Number of meals")).toHaveValue("6");
    await expect(page.getByTestId("week-size")).toHaveCount(0);
  });
}
