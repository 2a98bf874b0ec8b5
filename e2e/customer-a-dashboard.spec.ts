// The customer home: the live deadline countdown, the week's state, credit and referral, the
// paused state, the payment-problem modal that is acknowledged once, and the maintenance page.
import { expect, test, type Page } from "./test";
import { DEMO } from "./support";
import { signedIn } from "./session";

const PROBLEM = { email: "problem@example.com", password: "Customer123!" };

async function signInTo(page: Page, account: { email: string; password: string }) {
  await signedIn(page, account);
  await expect(page).toHaveURL(/\/customer$/);
}

/** The countdown's value in seconds, read from its accessible label. */
async function secondsLeft(page: Page): Promise<number> {
  const label = (await page.getByRole("timer").getAttribute("aria-label")) ?? "";
  const unit = (name: string) => Number(label.match(new RegExp(`(\\d+) ${name}`))?.[1] ?? 0);
  return unit("day") * 86_400 + unit("hour") * 3600 + unit("minute") * 60 + unit("second");
}

test("the demo customer's home: live countdown, meals chosen, credit and referral", async ({
  page,
}) => {
  await signInTo(page, DEMO.customer);
  await expect(page.getByRole("heading", { name: "Welcome back, Maya" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your meals are set" })).toBeVisible();
  await expect(
    page.getByText(/Changes close Wednesday, .+ at 11:59 PM \(Toronto time\)\./),
  ).toBeVisible();

  // The countdown ticks once a second.
  const first = await secondsLeft(page);
  expect(first).toBeGreaterThan(0);
  await expect.poll(() => secondsLeft(page), { timeout: 5000 }).toBeLessThan(first);

  const viewMeals = page.getByRole("link", { name: "View meals" }).first();
  await expect(viewMeals).toHaveAttribute("href", /^\/customer\/meals\?week=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole("heading", { name: /^Your box for the week of/ })).toBeVisible();
  await expect(page.getByText(/8 of 8 meals/).first()).toBeVisible();

  await expect(page.getByTestId("credit-balance")).toHaveText("$20.00 credit");
  await expect(page.getByTestId("referral-code")).toHaveText("MAYA8KQX");
  await expect(page.getByRole("textbox", { name: "Your referral link" })).toHaveValue(
    "https://lakeshorekitchen.ca/signup?ref=MAYA8KQX",
  );
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copy your referral link" }).click();
  await expect(page.getByText("Referral link copied. Share it with a friend!")).toBeVisible();
});

test("the countdown runs on the server's clock and reaches zero at the deadline", async ({
  page,
  context,
  baseURL,
}) => {
  await signInTo(page, DEMO.customer);
  // The server believes it is 8 seconds before Wednesday's 11:59 PM deadline.
  await context.addCookies([
    { name: "test-now", value: "2026-11-25T23:59:52-05:00", url: baseURL ?? "" },
  ]);
  await page.reload();
  await expect(page.getByText("Week of Monday, November 30", { exact: true })).toBeVisible();
  await expect.poll(() => secondsLeft(page)).toBeLessThanOrEqual(8);
  const refetch = page.waitForRequest((r) => r.url().includes("/dashboard"), { timeout: 15_000 });
  await expect.poll(() => secondsLeft(page), { timeout: 15_000 }).toBe(0);
  // At zero the home asks the server for the next deadline.
  await refetch;
  await context.clearCookies({ name: "test-now" });
});

test("a paused plan says so and offers to resume", async ({ page }) => {
  await signInTo(page, DEMO.paused);
  await expect(page.getByRole("heading", { name: "Your plan is paused" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Resume plan" })).toHaveAttribute(
    "href",
    "/customer/meals",
  );
  await expect(page.getByRole("timer")).toHaveCount(0);
});

test("a declined charge: the modal shows once, then a banner stays", async ({ page }) => {
  // The seed's problem customer: last week's charge was declined, the order waits for a new card.
  await signInTo(page, PROBLEM);
  const modal = page.getByRole("dialog", { name: "Your payment was declined" });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText("Visa card ending in 0002");
  await expect(modal).toContainText(/Update your payment method by \w+day, \w+ \d+ to keep/);
  await expect(modal.getByRole("link", { name: "Update payment method" })).toHaveAttribute(
    "href",
    "/customer/account?tab=payment",
  );
  await expect(page.getByTestId("payment-failed")).toContainText("Your payment didn’t go through");
  // The upcoming week has no meals yet.
  await expect(page.getByRole("link", { name: "Select meals" }).first()).toBeVisible();

  await modal.getByRole("button", { name: "I’ll do it later" }).click();
  await expect(modal).toBeHidden();
  // The failed order's banner stays (it carries the card problem's deadline too).
  await expect(page.getByTestId("payment-failed")).toContainText("Add a working card by");
  const stored = await page.evaluate(() => localStorage.getItem("modalAcknowledgement"));
  expect(Object.keys(JSON.parse(stored ?? "{}"))).toEqual([
    expect.stringMatching(/^DECLINED:\d{4}-\d{2}-\d{2}:POST_DEADLINE$/),
  ]);

  // Acknowledged: no nagging on the next visit.
  await page.reload();
  await expect(page.getByTestId("payment-failed")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("the home shows the maintenance page during the Thursday rollover", async ({
  page,
  context,
  baseURL,
}) => {
  await signInTo(page, DEMO.customer);
  await context.addCookies([
    { name: "test-now", value: "2026-11-26T03:00:00-05:00", url: baseURL ?? "" },
  ]);
  await page.reload();
  await expect(
    page.getByRole("heading", { name: "We’re preparing this week’s orders" }),
  ).toBeVisible();
  await context.clearCookies({ name: "test-now" });
});
