// A diet preference (issue 27) at a phone's and a laptop's width: set in Account → Plan, the meal
// editor's menu then shows that diet's dishes; and chosen at the sign-up meal step, which filters
// its menu too. Counts come from the week's menu and its dishes' tags.
import { expect, test, type APIRequestContext } from "./test";
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from "./a11y";
import { addWeeks, avoidMaintenance, freshCustomer } from "./customer-b-fixtures";
import { chooseDelivery, choosePlan, passPostalCode } from "./signup-helpers";
import { signedIn } from "./session";

// axe is injected as a script, which the app's Content-Security-Policy would refuse.
test.use({ bypassCSP: true });

test.beforeEach(async ({ context, baseURL }) => {
  await avoidMaintenance(context, baseURL ?? "");
});

async function dishesOf(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.ok()).toBe(true);
  const menu = (await response.json()) as { menus: { dish: { tags: string[] } }[] };
  return menu.menus.map((m) => m.dish);
}

for (const width of [375, 1280]) {
  test(`a diet saved in Account → Plan filters the meal editor's menu (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const customer = await freshCustomer(request, `diet-${width}`);
    const week = addWeeks(customer.upcomingWeek, 1);
    const dishes = await dishesOf(request, `/api/weeks/${week}`);
    const vegetarian = dishes.filter((d) => d.tags.includes("Vegetarian")).length;
    // The premise: some dishes are vegetarian and some are not.
    expect(vegetarian).toBeGreaterThan(0);
    expect(vegetarian).toBeLessThan(dishes.length);

    await signedIn(page, customer, "/customer/account?tab=plan");
    const diet = page.getByRole("group", { name: "Your diet" });
    await expect(diet.getByRole("radio", { name: "No preference" })).toBeChecked();
    await diet.getByText("Vegetarian", { exact: true }).click();
    await expect(diet.getByRole("radio", { name: "Vegetarian" })).toBeChecked();
    await expect(page.getByTestId("diet-summary")).toHaveText(
      "Vegetarian dishes only. Not saved yet.",
    );
    await expectNoSeriousAxeViolations(page, `Account → Plan, diet, ${width} px`);
    await page.getByRole("button", { name: "Save diet" }).click();
    await expect(page.getByText("Saved. Your menu shows vegetarian dishes.")).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole("group", { name: "Your diet" }).getByRole("radio", { name: "Vegetarian" }),
    ).toBeChecked();

    await page.goto(`/customer/meals?week=${week}`);
    await page.getByRole("button", { name: "Choose meals", exact: true }).click();
    const show = page.getByRole("group", { name: "Show" });
    await expect(show.getByRole("radio", { name: "Vegetarian" })).toBeChecked();
    const menu = page.getByRole("list", { name: "Menu" });
    await expect(menu.getByRole("article")).toHaveCount(vegetarian);
    await expect(page.getByTestId("menu-count")).toHaveText(
      `Showing ${vegetarian} of ${dishes.length} dishes`,
    );
    await expectNoSeriousAxeViolations(page, `meal editor filtered by diet, ${width} px`);
    await expectNoHorizontalScroll(page, `${width} px`);
    // Every dish is one choice away.
    await show.getByText("All dishes", { exact: true }).click();
    await expect(menu.getByRole("article")).toHaveCount(dishes.length);
    // The public menu, signed in, starts with the saved diet too.
    await page.goto("/menu");
    const publicShow = page.getByRole("group", { name: "Show" });
    await expect(publicShow.getByRole("radio", { name: "Vegetarian" })).toBeChecked();
    await expect(page.getByTestId("menu-count")).toContainText("vegetarian (your diet)");
  });

  test(`a diet chosen at the sign-up meal step filters its menu (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await passPostalCode(page);
    await choosePlan(page, 6);
    await chooseDelivery(page);
    const dishes = await dishesOf(request, "/api/weeks/upcoming-week");
    const glutenFree = dishes.filter((d) => d.tags.includes("Gluten-free")).length;
    expect(glutenFree).toBeGreaterThan(0);

    const diet = page.getByRole("group", { name: "Your diet" });
    const menu = page.getByRole("list", { name: "Menu" });
    await expect(menu.getByRole("article")).toHaveCount(dishes.length);
    await diet.getByText("Gluten-free", { exact: true }).click();
    await expect(diet.getByRole("radio", { name: "Gluten-free" })).toBeChecked();
    await expect(menu.getByRole("article")).toHaveCount(glutenFree);
    await expect(
      page.getByText(`Showing ${glutenFree} of ${dishes.length} dishes: gluten-free`),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page, `sign-up meal step with a diet, ${width} px`);
    // Kept with the funnel: a reload keeps the diet.
    await page.reload();
    await expect(
      page.getByRole("group", { name: "Your diet" }).getByRole("radio", { name: "Gluten-free" }),
    ).toBeChecked();
    await expect(page.getByRole("list", { name: "Menu" }).getByRole("article")).toHaveCount(
      glutenFree,
    );
  });
}
