// The admin's per-dish caps as customers meet them (issue 10): "n left" on the public menu and on
// the Meals page cards, a sold-out dish that cannot be added (with the reason), and at sign-up a
// dish that sells out during checkout: the server's message, then the meal step reloads the menu
// and takes the dish out of the cart with a note.
import { expect, test } from "./test";
import { avoidMaintenance, freshCustomer } from "./customer-b-fixtures";
import { adminWeekMenu, restoreCaps, setCaps } from "./menu-caps";
import {
  avoidMaintenanceWindow,
  chooseAddress,
  fillAccount,
  fillAddressDetails,
  fillCard,
  reachCheckout,
  uniqueEmail,
} from "./signup-helpers";
import { signedIn } from "./session";

test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ context, baseURL }) => {
  await avoidMaintenance(context, baseURL ?? "");
});

/** Caps this test set, taken off afterwards (even after a timeout) so later specs see none. */
let capped: { week: string; names: string[] } | null = null;
test.afterEach(async ({ request }) => {
  if (capped) await restoreCaps(request, capped.week, capped.names);
  capped = null;
});

test("a capped dish shows 'n left' and a sold-out one cannot be chosen, on /menu and the Meals page", async ({
  page,
  request,
}) => {
  // The fresh customer's saved box holds the first 8 dishes; the caps go on the last two.
  const customer = await freshCustomer(request, "caps");
  const week = customer.upcomingWeek;
  const items = await adminWeekMenu(request, week);
  expect(items.length).toBeGreaterThanOrEqual(10);
  const limited = items[items.length - 1];
  const soldOut = items[items.length - 2];
  const names = [limited.dish.name, soldOut.dish.name];
  capped = { week, names };
  await setCaps(request, week, {
    [limited.dish.name]: limited.taken + 2,
    [soldOut.dish.name]: soldOut.taken,
  });
  await page.goto("/menu");
  const menuCard = (name: string) => page.getByRole("article", { name });
  await expect(menuCard(limited.dish.name).getByTestId("portions-left")).toHaveText("2 left");
  await expect(menuCard(soldOut.dish.name).getByTestId("portions-left")).toHaveText("Sold out");
  await expect(page.getByTestId("portions-left")).toHaveCount(2);

  await signedIn(page, customer, `/customer/meals?week=${week}`);
  await page.getByRole("button", { name: "Change meals" }).click();
  await expect(page.getByTestId("box-count")).toHaveText("8 of 8 chosen");
  const card = (name: string) =>
    page.getByRole("list", { name: "Menu" }).getByRole("article", { name });
  await expect(card(limited.dish.name).getByTestId("portions-left")).toHaveText("2 left");
  await expect(card(soldOut.dish.name).getByTestId("portions-left")).toHaveText("Sold out");

  // Make room, then try the sold-out dish: its button is disabled and says why.
  await page
    .getByRole("list", { name: "Menu" })
    .getByRole("button", { name: `Remove one ${items[0].dish.name}`, exact: true })
    .click();
  await expect(page.getByTestId("box-count")).toHaveText("7 of 8 chosen");
  const addSoldOut = card(soldOut.dish.name).getByRole("button", {
    name: `Add ${soldOut.dish.name}. ${soldOut.dish.name} is sold out this week`,
  });
  await expect(addSoldOut).toHaveAttribute("aria-disabled", "true");
  // aria-disabled keeps it focusable (Playwright's click would wait for it to be enabled).
  await addSoldOut.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("box-count")).toHaveText("7 of 8 chosen");

  // The capped one counts down as it goes into the box.
  await card(limited.dish.name)
    .getByRole("button", { name: `Add ${limited.dish.name}`, exact: true })
    .click();
  await expect(page.getByTestId("box-count")).toHaveText("8 of 8 chosen");
  await expect(card(limited.dish.name).getByTestId("portions-left")).toHaveText("1 left");
});

test("sign-up: a dish that sells out during checkout is taken out of the cart with a note", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await avoidMaintenanceWindow(context, baseURL!);
  await reachCheckout(page, 6);
  // reachCheckout adds one each of the first six dishes.
  const week = await page.evaluate(async () => {
    const response = await fetch("/api/weeks/upcoming-week");
    return ((await response.json()) as { startDate: string }).startDate;
  });
  const items = await adminWeekMenu(request, week);
  const gone = items[0].dish.name;
  await fillAccount(page, uniqueEmail("sold-out"));
  await chooseAddress(page);
  await fillAddressDetails(page);
  await fillCard(page);

  capped = { week, names: [gone] };
  await setCaps(request, week, { [gone]: items[0].taken });
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(
    page.getByText(`${gone} is sold out for this week. Please choose another dish.`),
  ).toBeVisible({ timeout: 60_000 });

  await page.getByRole("link", { name: "Choose another dish" }).click();
  await expect(page).toHaveURL(/\/signup\/meal-selection$/);
  await expect(
    page.getByText(
      `${gone} sold out meanwhile, so we took it out of your box. Please choose another dish.`,
    ),
  ).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("5 of 6 chosen");
  const card = page.getByRole("list", { name: "Menu" }).getByRole("article", { name: gone });
  await expect(card.getByTestId("portions-left")).toHaveText("Sold out");
  await expect(
    card.getByRole("button", { name: `Add ${gone}. ${gone} is sold out this week` }),
  ).toHaveAttribute("aria-disabled", "true");
});
