// Typed input never vanishes (issue 24). The forms are driven the way they failed: typed and sent
// before the page's script has run (every script chunk held back until the test releases it),
// and typed right after the page appears with the CPU slowed to a phone's. Whatever the timing, a
// form posts (never a GET with the fields in the URL) and keeps what was typed.
import { expect, test, type APIRequestContext, type Page } from "./test";
import { freshCustomer, signInAs } from "./customer-b-fixtures";
import {
  avoidMaintenanceWindow,
  chooseAddress,
  fillAccount,
  fillAddressDetails,
  fillCard,
  reachCheckout,
  uniqueEmail,
} from "./signup-helpers";
import { DEMO, decodeQuotedPrintable, latestMailTo } from "./support";

/** Holds every script chunk until `release()`: the page shows its server HTML and nothing runs. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/**", async (route) => {
    if (new URL(route.request().url()).pathname.endsWith(".js")) await released;
    // The document that asked may be gone by now (a native post replaced it).
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** Every document the tab loads, with its method: a form sent natively shows up here. */
function watchNavigations(page: Page): { method: string; url: string }[] {
  const seen: { method: string; url: string }[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      seen.push({ method: request.method(), url: request.url() });
    }
  });
  return seen;
}

/** No address, password or other field ever reached a URL (history, logs, referrers). */
function expectNothingTypedInUrls(
  navigations: { method: string; url: string }[],
  ...typed: string[]
) {
  for (const { url } of navigations) {
    const decoded = decodeURIComponent(url);
    for (const value of typed) expect(decoded).not.toContain(value);
    expect(url).not.toMatch(/[?&](email|password|confirmPassword)=/);
  }
}

async function slowCpu(page: Page, rate = 6) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
}

async function freshAccount(
  request: APIRequestContext,
  tag: string,
): Promise<{ email: string; password: string }> {
  const email = `typed-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e5)}@example.test`;
  const password = "the-first-password";
  const registered = await request.post("/api/auth/register", {
    data: { firstName: "Typed", lastName: "Tester", email, password },
  });
  expect(registered.status()).toBe(201);
  return { email, password };
}

test.describe("sent before the page's script has loaded", () => {
  test("sign in posts, signs in, and lands home once the script arrives", async ({ page }) => {
    const release = await holdScripts(page);
    const navigations = watchNavigations(page);
    await page.goto("/login", { waitUntil: "domcontentloaded" });
    await page.getByLabel("Email").fill(DEMO.customer.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO.customer.password);
    await page.getByRole("button", { name: "Sign in" }).click();

    // The server answered the native post itself: no script has run yet.
    await expect(page.getByText("You’re signed in")).toBeVisible();
    await expect(page.getByRole("link", { name: "Continue" })).toHaveAttribute("href", "/customer");
    expect(navigations.map((n) => n.method)).toEqual(["GET", "POST"]);

    release();
    await expect(page).toHaveURL(/\/customer$/);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeTruthy();
    expectNothingTypedInUrls(navigations, DEMO.customer.email, DEMO.customer.password);
  });

  test("a wrong password comes back with the email kept and the message shown", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    const navigations = watchNavigations(page);
    await page.goto("/login", { waitUntil: "domcontentloaded" });
    await page.getByLabel("Email").fill(DEMO.customer.email);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();

    await expect(
      page.getByText("Sorry, there was an issue with your email or password, please try again."),
    ).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(DEMO.customer.email);
    // A password is never sent back to the page.
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    expect(navigations.at(-1)?.method).toBe("POST");

    // Once the script runs, the message takes focus so a screen reader reads it.
    release();
    await expect(page.locator('form [aria-live="assertive"]')).toBeFocused();
    await expect(page.getByLabel("Email")).toHaveValue(DEMO.customer.email);
    expectNothingTypedInUrls(navigations, DEMO.customer.email, "not-the-password");
  });

  test("forgot password opened directly posts: the address never reaches the URL", async ({
    page,
    request,
  }) => {
    const { email } = await freshAccount(request, "forgot-direct");
    const release = await holdScripts(page);
    const navigations = watchNavigations(page);
    await page.goto("/login?view=forgot", { waitUntil: "domcontentloaded" });
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();

    await expect(
      page.getByText("The link for resetting your password has been sent to your email."),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Welcome back" })).toHaveCount(0);
    expect(navigations.map((n) => n.method)).toEqual(["GET", "POST"]);
    expect(new URL(page.url()).search).toBe("?view=forgot");
    expect(decodeQuotedPrintable(await latestMailTo(email))).toContain("resetToken=");

    release();
    await expect(page.getByRole("link", { name: "Back to sign in" })).toBeVisible();
    expectNothingTypedInUrls(navigations, email);
  });

  test("forgot password via the link: the page it opens posts the typed address", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    const navigations = watchNavigations(page);
    await page.goto("/login", { waitUntil: "domcontentloaded" });
    // Before the script, the link is a plain link to the forgot view.
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
    await page.getByLabel("Email").fill("nobody-in-particular@example.test");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(
      page.getByText("The link for resetting your password has been sent to your email."),
    ).toBeVisible();
    expect(navigations.map((n) => n.method)).toEqual(["GET", "GET", "POST"]);
    release();
    expectNothingTypedInUrls(navigations, "nobody-in-particular@example.test");
  });

  test("an empty forgot form comes back with the field's message, not a page of another view", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto("/login?view=forgot", { waitUntil: "domcontentloaded" });
    await page.getByLabel("Email").fill("not an address");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue("not an address");
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    release();
    await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  });

  test("the reset link's form posts and changes the password", async ({ page, request }) => {
    const account = await freshAccount(request, "reset");
    const asked = await request.post("/api/auth/forgot-password", {
      data: { email: account.email },
    });
    expect(asked.status()).toBe(200);
    const mail = decodeQuotedPrintable(await latestMailTo(account.email));
    const link = new URL(/https?:\/\/[^\s"<>]+resetToken=[A-Za-z0-9_-]+/.exec(mail)![0]);

    const release = await holdScripts(page);
    const navigations = watchNavigations(page);
    await page.goto(link.pathname + link.search, { waitUntil: "domcontentloaded" });
    const newPassword = "a-brand-new-password";
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill(newPassword);
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page.getByText("Password successfully reset.")).toBeVisible();
    expect(navigations.at(-1)?.method).toBe("POST");
    release();

    const signedIn = await request.post("/api/auth/login", {
      data: { email: account.email, password: newPassword },
    });
    expect(signedIn.status()).toBe(200);
    expectNothingTypedInUrls(navigations, newPassword);
  });
});

test.describe("typed right after the page appears, on a slow CPU", () => {
  test("sign in works every time, whenever the click lands", async ({ page }) => {
    await slowCpu(page);
    const navigations = watchNavigations(page);
    for (let attempt = 0; attempt < 3; attempt++) {
      await page.goto("/login", { waitUntil: "domcontentloaded" });
      await page.getByLabel("Email").fill(DEMO.customer.email);
      await page.getByLabel("Password", { exact: true }).fill(DEMO.customer.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page).toHaveURL(/\/customer$/, { timeout: 30_000 });
      await page.goto("/logout");
      await expect(page).toHaveURL(/\/login/, { timeout: 30_000 });
    }
    expectNothingTypedInUrls(navigations, DEMO.customer.email, DEMO.customer.password);
  });

  test("forgot password via the link switches at once and carries the typed email", async ({
    page,
  }) => {
    await slowCpu(page);
    const navigations = watchNavigations(page);
    for (let attempt = 0; attempt < 3; attempt++) {
      const email = `carried-${attempt}-${Date.now()}@example.test`;
      await page.goto("/login");
      await page.getByLabel("Email").fill(email);
      await page.getByRole("link", { name: "Forgot password?" }).click();
      // No round trip: the forgot view is there at once, its field focused and filled.
      await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
      const field = page.getByLabel("Email");
      await expect(field).toHaveValue(email);
      await expect(field).toBeFocused();
      await expect(page).toHaveURL(/\/login\?view=forgot$/);
      // What is typed now goes into the field that stays.
      await page.keyboard.press("End");
      await page.keyboard.type("m");
      await expect(field).toHaveValue(`${email}m`);
      await page.getByRole("button", { name: "Send reset link" }).click();
      await expect(
        page.getByText("The link for resetting your password has been sent to your email."),
      ).toBeVisible();
      // And back: the sign-in view gets the email again.
      await page.getByRole("link", { name: "Back to sign in" }).click();
      await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    }
    expect(navigations.every((n) => n.method === "GET" && !n.url.includes("%40"))).toBe(true);
  });

  test("forgot password opened directly posts every time", async ({ page }) => {
    await slowCpu(page);
    const navigations = watchNavigations(page);
    for (let attempt = 0; attempt < 4; attempt++) {
      const email = `direct-${attempt}-${Date.now()}@example.test`;
      await page.goto("/login?view=forgot", { waitUntil: "domcontentloaded" });
      await page.getByLabel("Email").fill(email);
      await page.getByRole("button", { name: "Send reset link" }).click();
      await expect(
        page.getByText("The link for resetting your password has been sent to your email."),
      ).toBeVisible({ timeout: 30_000 });
      await expect(page).toHaveURL(/\/login\?view=forgot$/);
      expectNothingTypedInUrls(navigations, email);
    }
  });
});

test.describe("forms drawn after the page's script runs", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await avoidMaintenanceWindow(context, baseURL!);
  });

  test("checkout: sent while its checks are still downloading, on a slow CPU, nothing is lost", async ({
    page,
  }) => {
    await reachCheckout(page);
    // Hold the checks (zod, fetched after the form renders) by a message only they hold.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_next/static/chunks/*.js", async (route) => {
      // A pooled connection the server has just closed fails once: ask again.
      const response = await route.fetch().catch(() => route.fetch());
      const body = await response.text();
      if (body.includes("Please confirm your password")) await released;
      await route.fulfill({ response, body }).catch(() => undefined);
    });
    const navigations = watchNavigations(page);
    await slowCpu(page, 4);
    await page.reload({ waitUntil: "domcontentloaded" });

    const email = uniqueEmail("typed");
    await fillAccount(page, email);
    await chooseAddress(page);
    await fillAddressDetails(page);
    await fillCard(page);
    await page.getByRole("button", { name: "Place order" }).click();
    // Waiting for its checks, the form keeps everything and goes nowhere.
    await expect(page).toHaveURL(/\/signup\/checkout$/);
    await expect(page.getByLabel("First name")).toHaveValue("Avery");
    await expect(page.getByLabel("Email")).toHaveValue(email);

    release();
    await expect(page).toHaveURL(/\/signup\/success\?order=/, { timeout: 60_000 });
    expect(navigations.every((n) => n.method === "GET")).toBe(true);
    expectNothingTypedInUrls(navigations, email, "lakeshore-secret-1", "4242");
  });

  test("account tabs: no form before the script runs, and typing at once on a slow CPU is kept", async ({
    page,
    request,
  }) => {
    const customer = await freshCustomer(request, "typed-tabs");
    await signInAs(page, customer);
    // The tabs' forms are drawn from the account's data in the browser, so the server's page has
    // none that could be sent before hydration.
    for (const tab of ["account", "plan", "delivery", "payment", "address", "user", "password"]) {
      const html = await (await page.request.get(`/customer/account?tab=${tab}`)).text();
      expect(html, tab).not.toContain("<form");
    }

    await slowCpu(page);
    const navigations = watchNavigations(page);
    await page.goto("/customer/account?tab=user", { waitUntil: "domcontentloaded" });
    const first = page.getByLabel("First name");
    await first.fill("Robin");
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(page.getByText("Your name is updated.")).toBeVisible({ timeout: 30_000 });
    await expect(first).toHaveValue("Robin");
    await expect(page).toHaveURL(/\/customer\/account\?tab=user$/);
    expectNothingTypedInUrls(navigations, "Robin");
  });
});
