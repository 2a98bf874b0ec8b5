// Signing in lands where the rules say; signing out; forgot → reset through the outbox → sign in.
import { expect, test } from "./test";
import { DEMO, decodeQuotedPrintable, latestMailTo, signIn } from "./support";

test("the demo customer lands on /customer, and signs out", async ({ page }) => {
  await signIn(page, DEMO.customer);
  await expect(page).toHaveURL(/\/customer$/);
  await expect(page.getByText(DEMO.customer.email).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeTruthy();

  await page.goto("/logout");
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  await page.goto("/customer");
  await expect(page).toHaveURL(/\/login/);
});

test("the demo admin lands on /admin", async ({ page }) => {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Admin", exact: true })).toBeVisible();
});

test("a customer still signing up lands on /signup", async ({ page }) => {
  await signIn(page, DEMO.newbie);
  await expect(page).toHaveURL(/\/signup/);
});

test("a wrong password gets the spec's message", async ({ page }) => {
  await signIn(page, { email: DEMO.customer.email, password: "wrong-password" });
  await expect(
    page.getByText("Sorry, there was an issue with your email or password, please try again."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test("signing out in one tab signs out the other", async ({ context }) => {
  const first = await context.newPage();
  await signIn(first, DEMO.customer);
  await expect(first).toHaveURL(/\/customer$/);
  const second = await context.newPage();
  await second.goto("/customer");
  await expect(second.getByText(DEMO.customer.email).first()).toBeVisible();
  await first.goto("/logout");
  await expect(second).toHaveURL(/\/login/);
});

test("forgot password → reset link from the outbox → sign in with the new password", async ({
  page,
  request,
}) => {
  // A fresh account, so no other test depends on the password this one changes.
  const email = `reset-${Date.now()}@example.test`;
  const registered = await request.post("/api/auth/register", {
    data: { firstName: "Reset", lastName: "Tester", email, password: "the-first-password" },
  });
  expect(registered.status()).toBe(201);
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: /send/i }).click();
  await expect(
    page.getByText("The link for resetting your password has been sent to your email."),
  ).toBeVisible();

  const mail = decodeQuotedPrintable(await latestMailTo(email));
  const link = /https?:\/\/[^\s"<>]+resetToken=[A-Za-z0-9_-]+/.exec(mail)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  const newPassword = "a-brand-new-password";
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: /reset|save/i }).click();
  await expect(page.getByText("Password successfully reset.")).toBeVisible();

  // The link works once only.
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("another-password-1");
  await page.getByLabel("Confirm new password").fill("another-password-1");
  await page.getByRole("button", { name: /reset|save/i }).click();
  await expect(
    page.getByText("Sorry, the reset password token is incorrect or does not exist."),
  ).toBeVisible();

  await signIn(page, { email, password: newPassword });
  // This account has not finished signing up, so the post-login rule sends it to /signup.
  await expect(page).toHaveURL(/\/signup/);
});
