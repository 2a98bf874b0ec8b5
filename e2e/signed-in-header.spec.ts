// Signed-in people on public pages see their name and a way home, not "Sign in / Get started",
// in the header, the footer and the pages' own calls to action; a customer who finished signing
// up is sent home from /signup with a note.
import { expect, test } from "./test";
import { DEMO } from "./support";
import { signedIn } from "./session";

test("the public header knows who is signed in", async ({ page }) => {
  await signedIn(page, DEMO.customer);
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

test("the footer and the calls to action of / and /menu know who is signed in", async ({
  page,
}) => {
  await signedIn(page, DEMO.customer);
  await expect(page).toHaveURL(/\/customer$/);
  for (const route of ["/", "/menu"]) {
    await page.goto(route);
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByText("Hi, Maya"),
    ).toBeVisible();
    const footer = page.getByRole("contentinfo");
    const account = footer.getByRole("navigation", { name: "Your account" });
    await expect(account.getByRole("link", { name: "Your account" })).toHaveAttribute(
      "href",
      "/customer",
    );
    await expect(account.getByRole("link", { name: "Sign out" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Your meals" }).first()).toHaveAttribute(
      "href",
      "/customer",
    );
    for (const region of [footer, main]) {
      await expect(region.getByRole("link", { name: "Sign in" })).toHaveCount(0);
      await expect(region.getByRole("link", { name: "Get started" })).toHaveCount(0);
    }
    await expect(main.getByText("Sign up and choose your meals by")).toHaveCount(0);
  }
  await page.goto("/");
  await expect(page.getByText(/^Choose your meals by/)).toBeVisible();
  // Maya is on 8 meals a week: her plan is marked, the others offer a change.
  await expect(page.getByRole("link", { name: /^Your plan: 8 meals/ })).toHaveAttribute(
    "href",
    "/customer/account?tab=plan",
  );
  await expect(page.getByRole("link", { name: /^Change plan to 10 meals/ })).toHaveAttribute(
    "href",
    "/customer/account?tab=plan",
  );
});

test("signed out, the same pages still invite to sign up and sign in", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  await expect(footer.getByRole("link", { name: "Get started" })).toHaveAttribute(
    "href",
    "/signup",
  );
  await expect(page.getByText("Sign up and choose your meals by")).toBeVisible();
  await page.goto("/menu");
  await expect(page.getByRole("main").getByRole("link", { name: "Get started" })).toHaveAttribute(
    "href",
    "/signup",
  );
});

test("an onboarded customer opening /signup goes home with a note", async ({ page }) => {
  await signedIn(page, DEMO.customer);
  await expect(page).toHaveURL(/\/customer$/);
  for (const route of ["/signup", "/signup/plans", "/signup/checkout"]) {
    await page.goto(route);
    await expect(page).toHaveURL(/\/customer\?from=signup$/);
    await expect(page.getByText("You're already signed up")).toBeVisible();
  }
});
