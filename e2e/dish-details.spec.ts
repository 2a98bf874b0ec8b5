// The dish details dialog (issue 13): opened by keyboard from a card's "Details", focus inside,
// Tab kept inside, every fact and the spec's heating and storage text (§9), Escape and the close
// button give focus back to the opener; axe on the open dialog; at 375 px it fits and scrolls
// inside. Also opened from a Meals page card.
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from "./a11y";
import { expect, test, type Page } from "./test";
import { avoidMaintenance, freshCustomer } from "./customer-b-fixtures";
import { signedIn } from "./session";

// axe is injected as a script tag, which the app's CSP would refuse.
test.use({ bypassCSP: true });

test.beforeEach(async ({ context, baseURL }) => {
  await avoidMaintenance(context, baseURL ?? "");
});

async function expectFocusInside(page: Page) {
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog[open]")))).toBe(
    true,
  );
}

for (const width of [1280, 375]) {
  test(`the dish details on /menu at ${width} px, by keyboard`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    await page.goto("/menu");
    const card = page.getByRole("article").first();
    const name = (await card.getByRole("heading", { level: 3 }).textContent())!.trim();
    const opener = card.getByRole("button", { name: `Details of ${name}` });

    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab");
      await expectFocusInside(page);
    }

    await expect(dialog.getByRole("heading", { name: "Nutrition per meal" })).toBeVisible();
    for (const label of ["Calories", "Protein", "Carbs", "Fat"])
      await expect(dialog.getByText(label, { exact: true })).toBeVisible();
    await expect(dialog.getByText("About 14 oz per meal.")).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Ingredients" })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Allergens" })).toBeVisible();
    await expect(dialog.getByText("2 minutes 30 seconds")).toBeVisible();
    await expect(dialog.getByText("12 minutes at 350°F")).toBeVisible();
    await expect(dialog.getByText("Best eaten within 4–5 days")).toBeVisible();

    // It fits the window and scrolls inside, never the page sideways.
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await expectNoHorizontalScroll(page, `/menu with the details open at ${width} px`);
    await expectNoSeriousAxeViolations(page, `/menu with the details open at ${width} px`);

    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    // The close button too.
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
}

test("the dish details from a Meals page card leave the box as it was", async ({
  page,
  request,
}) => {
  const customer = await freshCustomer(request, "details");
  await signedIn(page, customer, `/customer/meals?week=${customer.upcomingWeek}`);
  await page.getByRole("button", { name: "Change meals" }).click();
  await expect(page.getByTestId("box-count")).toHaveText("8 of 8 chosen");

  const card = page.getByRole("list", { name: "Menu" }).getByRole("article").first();
  const name = (await card.getByRole("heading", { level: 3 }).textContent())!.trim();
  const opener = card.getByRole("button", { name: `Details of ${name}` });
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog.getByText("2 minutes 30 seconds")).toBeVisible();
  await expectNoSeriousAxeViolations(page, "the Meals page with the details open");
  await page.keyboard.press("Escape");
  await expect(opener).toBeFocused();
  await expect(page.getByTestId("box-count")).toHaveText("8 of 8 chosen");
});
