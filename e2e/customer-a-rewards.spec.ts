// The account page's Rewards tab: credit history, the referral link, and joining the affiliate
// programme, whose call the client retries (3 times, 1 s apart) when it fails.
import { randomUUID } from "node:crypto";
import { expect, test } from "./test";
import { DEMO } from "./support";
import { signedIn } from "./session";

test("the demo customer's credit history and referral link", async ({ page }) => {
  await signedIn(page, DEMO.customer);
  await expect(page).toHaveURL(/\/customer$/);
  await page.getByRole("link", { name: "See credit history" }).click();
  await expect(page).toHaveURL(/\/customer\/account\?tab=rewards$/);
  await expect(page.getByTestId("rewards-credit-balance")).toHaveText("$20.00 credit");
  const history = page.getByTestId("credit-history");
  await expect(history).toContainText("Referral credit: a friend joined with your code");
  await expect(history).toContainText("+$20.00");
  await expect(page.getByRole("textbox", { name: "Your referral link" })).toHaveValue(
    "https://lakeshorekitchen.ca/signup?ref=MAYA8KQX",
  );
});

test("joining the affiliate programme survives two failed tries", async ({ page, request }) => {
  const email = `affiliate-${randomUUID().slice(0, 8)}@example.test`;
  const password = "Affiliate-Pass-42";
  const registered = await request.post("/api/auth/register", {
    data: { firstName: "Noor", lastName: "Haddad", email, password },
  });
  expect(registered.status()).toBe(201);

  await signedIn(page, { email, password });
  await expect(page).toHaveURL(/\/signup/);
  await page.goto("/customer/account?tab=rewards");
  await expect(page.getByTestId("rewards-credit-balance")).toHaveText("$0.00 credit");

  // The first two tries fail as if the server were briefly unavailable.
  const tries: number[] = [];
  await page.route("**/api/users/*/affiliate", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    tries.push(Date.now());
    if (tries.length <= 2) {
      return route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ statusCode: 503, message: "Try again shortly." }),
      });
    }
    return route.continue();
  });

  await page.getByRole("button", { name: "Join the affiliate programme" }).click();
  await expect(page.getByTestId("affiliate-code")).toHaveText(/^AF[A-Z2-9]{6}$/, {
    timeout: 15_000,
  });
  expect(tries).toHaveLength(3);
  // About a second between tries.
  expect(tries[1] - tries[0]).toBeGreaterThanOrEqual(900);
  expect(tries[2] - tries[1]).toBeGreaterThanOrEqual(900);
  await expect(page.getByText("Welcome to the affiliate programme!")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Your affiliate link" })).toHaveValue(
    /\/\?aff=AF[A-Z2-9]{6}$/,
  );

  // Joined once: a reload shows the same record (GET /api/affiliates/{id}).
  const code = await page.getByTestId("affiliate-code").textContent();
  await page.reload();
  await expect(page.getByTestId("affiliate-code")).toHaveText(code ?? "");
  await expect(page.getByRole("button", { name: "Join the affiliate programme" })).toHaveCount(0);
});
