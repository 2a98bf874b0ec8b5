// The full-screen error page and the Thursday-morning maintenance page.
import { expect, test } from "./test";
import { DEMO } from "./support";
import { signedIn } from "./session";

test("a rendering error shows the full-screen error page with the spec's texts", async ({
  page,
}) => {
  await page.goto("/menu");
  await page.goto("/test-error");
  await expect(page.getByText("Oops! Something went wrong.")).toBeVisible();
  await expect(
    page.getByText("Looks like you've encountered an error. Please try again."),
  ).toBeVisible();
  await expect(page.getByText(/If this persists, please reach out to us at/)).toBeVisible();
  await expect(page.getByRole("link", { name: "hello@lakeshorekitchen.ca" })).toBeVisible();
  await expect(page.getByText("Deliberate error")).toHaveCount(0);
  await page.getByRole("button", { name: "Go back" }).click();
  await expect(page).toHaveURL(/\/menu$/);
});

test("customer pages show the maintenance page on a Thursday at 3 AM", async ({
  page,
  context,
}) => {
  await signedIn(page, DEMO.customer);
  await expect(page).toHaveURL(/\/customer$/);
  await context.addCookies([
    { name: "test-now", value: encodeURIComponent("2026-11-26T03:00:00-05:00"), url: page.url() },
  ]);
  await page.goto("/customer");
  await expect(
    page.getByRole("heading", { name: "We’re preparing this week’s orders" }),
  ).toBeVisible();
  await expect(page.getByText("Back at 6:00 AM Eastern", { exact: true })).toBeVisible();
  // Public pages keep working.
  await page.goto("/menu");
  await expect(
    page.getByRole("heading", { name: "We’re preparing this week’s orders" }),
  ).toHaveCount(0);
});
