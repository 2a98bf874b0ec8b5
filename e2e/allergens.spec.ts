// Allergens to avoid: saved in Account → Plan, then marked (not hidden) on the Meals page; and
// picked at the sign-up meal step, marked there and kept with the new account. Fresh customers.
import { expect, test, type APIRequestContext } from "./test";
import { avoidMaintenance, freshCustomer, longDay } from "./customer-b-fixtures";
import {
  addMeals,
  avoidMaintenanceWindow,
  chooseAddress,
  chooseDelivery,
  choosePlan,
  fillAccount,
  fillAddressDetails,
  fillCard,
  passPostalCode,
  PASSWORD,
  uniqueEmail,
} from "./signup-helpers";
import { signedIn } from "./session";

interface MenuDish {
  id: string;
  name: string;
  allergens: string[];
}

async function upcomingMenu(request: APIRequestContext): Promise<MenuDish[]> {
  const response = await request.get("/api/weeks/upcoming-week");
  expect(response.ok()).toBe(true);
  const menu = (await response.json()) as { menus: { dish: MenuDish }[] };
  return menu.menus.map((m) => m.dish);
}

test("allergens saved in Account → Plan mark the dishes that contain them on the Meals page", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await avoidMaintenance(context, baseURL ?? "");
  const customer = await freshCustomer(request, "allergens");
  // freshCustomer orders the first 8 dishes of the upcoming menu: avoid an allergen of one of them.
  const dishes = await upcomingMenu(request);
  const ordered = dishes.slice(0, 8);
  const marked = ordered.find((d) => d.allergens.length > 0);
  if (!marked) throw new Error("the seeded menu has dishes with allergens");
  const allergen = marked.allergens[0];
  const badge = `Contains ${allergen.toLowerCase()}`;
  const clean = dishes.find((d) => !d.allergens.includes(allergen));
  if (!clean) throw new Error("the seeded menu has a dish without that allergen");

  await signedIn(page, customer, "/customer/account?tab=plan");
  await expect(page.getByRole("heading", { name: "Allergens to avoid" })).toBeVisible();
  await expect(page.getByText("We’ll never choose a dish containing these for you.")).toBeVisible();
  const save = page.getByRole("button", { name: "Save allergens" });
  await expect(save).toBeDisabled();

  // Chips are checkboxes: reachable with Tab, toggled with Space.
  const chip = page.getByRole("checkbox", { name: allergen, exact: true });
  await chip.focus();
  await page.keyboard.press("Space");
  await expect(chip).toBeChecked();
  await expect(page.getByTestId("allergen-summary")).toHaveText(
    `Avoiding ${allergen.toLowerCase()}. Not saved yet.`,
  );
  await save.click();
  await expect(
    page.getByText(`Saved. Dishes with ${allergen.toLowerCase()} will be marked.`),
  ).toBeVisible();
  await expect(save).toBeDisabled();

  // Kept on the server: a reload shows it chosen.
  await page.reload();
  await expect(page.getByRole("checkbox", { name: allergen, exact: true })).toBeChecked();

  // The week's meals: the ordered dish with that allergen is marked in words.
  await page.goto(`/customer/meals?week=${customer.upcomingWeek}`);
  await expect(
    page.getByRole("heading", { name: `Week of ${longDay(customer.upcomingWeek)}` }),
  ).toBeVisible();
  const meals = page.getByRole("list", { name: "Meals this week" });
  await expect(meals.getByRole("listitem").filter({ hasText: marked.name })).toContainText(badge);

  // The meal editor marks the dish but still offers it, and leaves other dishes unmarked.
  await page.getByRole("button", { name: "Change meals" }).click();
  const menu = page.getByRole("list", { name: "Menu" });
  const markedCard = menu.getByRole("article", { name: marked.name, exact: true });
  await expect(markedCard).toBeVisible();
  await expect(markedCard.getByTestId("contains-avoided-allergen")).toHaveText(
    new RegExp(`^${badge}`),
  );
  // Still in the box (the customer may keep or choose it): its quantity control is there.
  await expect(markedCard.getByRole("button", { name: `Remove one ${marked.name}` })).toBeVisible();
  await expect(
    menu.getByRole("article", { name: clean.name, exact: true }).getByText(badge, { exact: false }),
  ).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Change your allergens to avoid" })).toHaveAttribute(
    "href",
    "/customer/account?tab=plan",
  );
});

test("allergens picked at the sign-up meal step are marked there and saved with the account", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await avoidMaintenanceWindow(context, baseURL ?? "");
  const email = uniqueEmail("allergens");
  await passPostalCode(page);
  await choosePlan(page, 6);
  await chooseDelivery(page);

  const dishes = await upcomingMenu(request);
  const withMilk = dishes.filter((d) => d.allergens.includes("Milk"));
  expect(withMilk.length).toBeGreaterThan(0);

  const avoid = page.getByRole("group", { name: "Allergens to avoid" });
  await expect(avoid).toBeVisible();
  // A chip is a visually hidden checkbox inside its label: click the chip as a customer would.
  const chip = (name: string) => avoid.getByRole("checkbox", { name, exact: true });
  await avoid.getByText("Milk", { exact: true }).click();
  await expect(chip("Milk")).toBeChecked();
  await avoid.getByText("Sesame", { exact: true }).click();
  await expect(chip("Sesame")).toBeChecked();
  await avoid.getByText("Sesame", { exact: true }).click();
  await expect(chip("Sesame")).not.toBeChecked();

  // Marked, not hidden: every dish is still listed.
  const menu = page.getByRole("list", { name: "Menu" });
  await expect(menu.getByRole("article")).toHaveCount(dishes.length);
  await expect(menu.getByTestId("contains-avoided-allergen")).toHaveCount(withMilk.length);
  await expect(menu.getByRole("article", { name: withMilk[0].name, exact: true })).toContainText(
    "Contains milk",
  );

  // Hiding them is the customer's choice.
  await page.getByLabel("Hide dishes with these allergens").check();
  await expect(menu.getByRole("article")).toHaveCount(dishes.length - withMilk.length);
  await expect(
    page.getByText(`Showing ${dishes.length - withMilk.length} of ${dishes.length} dishes`),
  ).toBeVisible();
  await page.getByLabel("Hide dishes with these allergens").uncheck();

  // The choice survives a reload (it is in the funnel's sessionStorage).
  await page.reload();
  await expect(
    page
      .getByRole("group", { name: "Allergens to avoid" })
      .getByRole("checkbox", { name: "Milk", exact: true }),
  ).toBeChecked();

  await addMeals(page, 6);
  await page.getByRole("button", { name: "Continue to checkout" }).click();
  await expect(page).toHaveURL(/\/signup\/checkout$/);
  await fillAccount(page, email);
  await chooseAddress(page);
  await fillAddressDetails(page);
  await fillCard(page);
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/signup\/success\?order=/, { timeout: 30_000 });

  // The account holds the list.
  const login = await request.post("/api/auth/login", { data: { email, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  const { token, user } = (await login.json()) as { token: string; user: { id: string } };
  const saved = await request.get(`/api/users/${user.id}/allergens`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(await saved.json()).toEqual({ allergenExclusions: ["Milk"] });
});
