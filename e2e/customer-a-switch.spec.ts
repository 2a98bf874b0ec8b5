// An admin who also holds the customer role switches sides; the last side is remembered in the
// browser and on the server. An admin whose customer side never finished sign-up always lands on
// /admin, and every customer page they see has "Back to admin" (issue 10).
import { expect, test, type Page } from "./test";
import { DEMO } from "./support";
import { signedIn } from "./session";

async function serverSide(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const res = await fetch("/api/auth/me", {
      headers: { authorization: `Bearer ${localStorage.getItem("token")}` },
    });
    return ((await res.json()) as { lastAccessedRole: string | null }).lastAccessedRole;
  });
}

const storedSide = (page: Page) => page.evaluate(() => localStorage.getItem("lastAccessedRole"));

test("switching sides as the admin; an unfinished customer side never strands them on /signup", async ({
  page,
}) => {
  // The demo admin holds the customer role but never finished a customer sign-up, so every
  // sign-in lands on /admin whichever side another spec used last (lib/auth/post-login.ts).
  await signedIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByRole("link", { name: "Switch to customer view" }).click();
  await expect(page).toHaveURL(/\/customer$/);
  await expect(page.getByRole("heading", { name: /^Welcome( back)?, Priya$/ })).toBeVisible();
  await expect.poll(() => storedSide(page)).toBe("customer");
  await expect.poll(() => serverSide(page)).toBe("customer");

  // The customer side was used last, but it is not set up: the next sign-in goes to /admin.
  await page.goto("/logout");
  await expect(page).toHaveURL(/\/login/);
  await signedIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);

  // A sign-up page opened by hand offers the way back too.
  await page.goto("/signup");
  await page.getByRole("link", { name: "Back to admin" }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 });

  await page.goto("/customer");
  await page.getByRole("link", { name: "Back to admin" }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Admin", exact: true })).toBeVisible();
  expect(await storedSide(page)).toBe("admin");
  expect(await serverSide(page)).toBe("admin");

  await page.goto("/logout");
  await expect(page).toHaveURL(/\/login/);
  await signedIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
});

test("on a phone the way back is in the menu", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signedIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/customer");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("link", { name: "Back to admin" }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect.poll(() => serverSide(page)).toBe("admin");
});

test("a plain customer has no way to the admin side", async ({ page }) => {
  await signedIn(page, DEMO.customer);
  await expect(page).toHaveURL(/\/customer$/);
  await expect(page.getByRole("link", { name: "Back to admin" })).toHaveCount(0);
});
