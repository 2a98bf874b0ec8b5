// Signed-in people on public pages see their name and a way home, not "Sign in / Get started";
// a customer who finished signing up is sent home from /signup with a note.
import { expect, test } from "./test";
import { DEMO, signIn } from "./support";

test("the public header knows who is signed in", async ({ page }) => {
  await signIn(page, DEMO.customer);
  await expect(page).toHaveURL(/\/customer$/);
  for (const route of ["/", "/menu", "/no-such-page"]) {
    await page.goto(route);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByText("Hi, Maya")).toBeVisible();
    await expect(nav.getByRole("link", { name: "Your account" })).toHaveAttribute(
      "href",
      "/customer",
    );
    await expect(nav.getByRole("link", { name: "Sign in" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Get started" })).toHaveCount(0);
  }
});

test("an onboarded customer opening /signup goes home with a note", async ({ page }) => {
  await signIn(page, DEMO.customer);
  await expect(page).toHaveURL(/\/customer$/);
  for (const route of ["/signup", "/signup/plans", "/signup/checkout"]) {
    await page.goto(route);
    await expect(page).toHaveURL(/\/customer\?from=signup$/);
    await expect(page.getByText("You're already signed up")).toBeVisible();
  }
});
