// Gift cards end to end, at 375 and 1280 px: someone not signed in buys one from the public page
// (the offline provider's test card; at 375 px one whose bank asks for 3-D Secure: the check fails
// once, keeping the form, then is confirmed); the buyer's page and receipt follow it; with the test clock
// the hourly sweep sends nothing the evening before and the recipient's mail on the chosen morning;
// a customer redeems its code on Rewards; an admin finds another card and refunds it. Axe on every
// new screen.
import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { DateTime } from "luxon";
import { expectNoSeriousAxeViolations, expectNoSidewaysTables } from "./a11y";
import { avoidMaintenance, freshCustomer } from "./customer-b-fixtures";
import { decodeQuotedPrintable, DEMO, latestMailTo } from "./support";
import { expect, test, type Page } from "./test";
import { signedIn } from "./session";

/** scripts/e2e-server.sh runs the app with CRON_SECRET="e2e-cron-secret". */
const CRON_AUTH = { authorization: "Bearer e2e-cron-secret" };
const ZONE = "America/Toronto";
const SHOTS = "/tmp/shots-giftcards";

// axe is injected as a script tag, which the app's CSP (nonces only) would refuse.
test.use({ bypassCSP: true });

async function shot(page: Page, name: string) {
  if (!process.env.GIFT_CARD_SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

for (const width of [375, 1280]) {
  test(`gift card at ${width} px: bought, mailed on the chosen morning, redeemed, refunded`, async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await avoidMaintenance(page.context(), baseURL!);
    await page.setViewportSize({ width, height: 900 });
    const tag = `${width}-${randomUUID().slice(0, 8)}`;
    const recipientEmail = `gift-to-${tag}@example.test`;
    const buyerEmail = `gift-from-${tag}@example.test`;
    const deliverOn = DateTime.now().setZone(ZONE).plus({ days: 2 }).toISODate()!;
    const dollars = width === 375 ? 75 : 100;
    // Stripe's test card whose bank asks the buyer to confirm (the offline provider honours it).
    const threeDSecure = width === 375;

    // The public header links to the page.
    await page.goto("/");
    await page.getByRole("link", { name: "Gift cards" }).first().click();
    await expect(page).toHaveURL(/\/gift-cards$/);
    await expect(page.getByRole("heading", { name: "Give a week off cooking" })).toBeVisible();
    await expectNoSeriousAxeViolations(page, `/gift-cards at ${width}`);

    // A missing field is said beside it and focused.
    await page.getByRole("button", { name: /^Pay/ }).click();
    await expect(page.getByText("Enter the recipient's name.")).toBeVisible();
    await expect(page.getByLabel("Recipient's name")).toBeFocused();

    if (width === 375) await page.getByLabel("Amount in dollars").fill(String(dollars));
    else await page.getByRole("button", { name: `$${dollars}`, exact: true }).click();
    await page.getByLabel("Recipient's name").fill("Sam Rivera");
    await page.getByLabel("Recipient's email").fill(recipientEmail);
    await page.getByLabel(/Your message/).fill("Happy birthday! Dinner's on me this week.");
    await page.getByLabel("Delivery date").fill(deliverOn);
    await page.getByLabel("Your name").fill("Maya Chen");
    await page.getByLabel("Your email").fill(buyerEmail);
    await page.getByLabel("Name on card").fill("Maya Chen");
    const cardNumber = threeDSecure ? "4000 0027 6000 3184" : "4242 4242 4242 4242";
    await page.getByLabel("Card number").fill(cardNumber);
    await page.getByLabel("Expiry (MM/YY)").fill("12/34");
    await page.getByLabel("CVC").fill("123");
    await shot(page, `gift-cards-form-${width}`);
    await page.getByRole("button", { name: `Pay $${dollars}.00` }).click();

    if (threeDSecure) {
      // The bank's check (test mode's stand-in for it); failing it says so and loses nothing.
      const bank = page.getByRole("dialog", { name: "Confirm with your bank" });
      await expect(bank).toContainText(`$${dollars}.00`);
      await expectNoSeriousAxeViolations(page, `the bank's check at ${width}`);
      await bank.getByRole("button", { name: "Fail authentication" }).click();
      await expect(bank).toBeHidden();
      await expect(
        page.getByRole("form", { name: "Buy a gift card" }).getByRole("alert"),
      ).toContainText("Your bank didn't confirm this payment, so nothing was charged.");
      // The message is where focus goes once the bank's dialog closes.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ""))
        .toContain("Your bank didn't confirm this payment");
      await expect(page.getByLabel("Recipient's name")).toHaveValue("Sam Rivera");
      await expect(page.getByLabel("Your email")).toHaveValue(buyerEmail);
      await expect(page.getByLabel("Card number")).toHaveValue(cardNumber);
      // Tried again: this time the bank's check is confirmed.
      await page.getByRole("button", { name: `Pay $${dollars}.00` }).click();
      await bank.getByRole("button", { name: "Confirm payment" }).click();
    }

    // The buyer's own page, and the receipt linking to it.
    await expect(page).toHaveURL(/\/gift-cards\/status\/[A-Za-z0-9_-]{43}$/);
    const statusUrl = page.url();
    const state = page.getByTestId("gift-card-state");
    await expect(state).toHaveText("Scheduled");
    await expect(
      page.getByRole("heading", { name: `$${dollars}.00 for Sam Rivera` }),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page, `gift card status at ${width}`);
    await shot(page, `gift-card-status-${width}`);
    const receipt = decodeQuotedPrintable(await latestMailTo(buyerEmail));
    expect(receipt).toContain(new URL(statusUrl).pathname);

    // The test clock: the sweep the evening before sends nothing; on the morning it sends the mail.
    const morning = DateTime.fromISO(deliverOn, { zone: ZONE }).set({ hour: 8 });
    const sweepAt = async (at: DateTime) => {
      const res = await request.post("/api/cron/gift-cards", {
        headers: { ...CRON_AUTH, "x-test-now": at.toUTC().toISO()! },
      });
      expect(res.status()).toBe(200);
      return (await res.json()) as { sent: number };
    };
    await sweepAt(morning.minus({ hours: 10 }));
    await page.reload();
    await expect(state).toHaveText("Scheduled");
    expect((await sweepAt(morning)).sent).toBeGreaterThanOrEqual(1);
    const mail = decodeQuotedPrintable(await latestMailTo(recipientEmail));
    expect(mail).toContain(`Maya Chen sent you a $${dollars}.00 gift card`);
    const code = mail.match(/GIFT-[A-Z2-9]{4}-[A-Z2-9]{4}/)?.[0];
    expect(code, "the mail carries the code").toBeTruthy();
    await page.reload();
    await expect(state).toHaveText("Delivered");

    // A customer redeems it on Rewards (the gift-code call checkout uses); it counts once.
    const customer = await freshCustomer(request, `gift-${width}`);
    const shopper = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
    await avoidMaintenance(shopper, baseURL!);
    const tab = await shopper.newPage();
    await signedIn(tab, customer, "/customer/account?tab=rewards");
    await expect(tab.getByRole("heading", { name: "Gift cards you bought" })).toBeVisible();
    // Checked before the redeem: its success toast is the shared toaster's, mid-animation.
    await expectNoSeriousAxeViolations(tab, `Rewards with gift cards at ${width}`);
    await tab.getByLabel("Redeem a gift card").fill(code!);
    await tab.getByRole("button", { name: "Redeem", exact: true }).click();
    await expect(tab.getByTestId("gift-balance")).toContainText(`$${dollars}.00`);
    await tab.getByLabel("Redeem a gift card").fill("GIFT-NOPE-NOPE");
    await tab.getByRole("button", { name: "Redeem", exact: true }).click();
    await expect(tab.getByRole("alert").filter({ hasText: "invalid" })).toBeVisible();
    await shot(tab, `rewards-gift-cards-${width}`);
    await shopper.close();
    await page.goto(statusUrl);
    await expect(state).toHaveText("Redeemed");

    // An admin finds a second, unredeemed card by its buyer and refunds it, with a reason.
    const token = await request.post("/api/payments/offline/payment-methods", {
      data: { nameOnCard: "Maya Chen", number: "4242424242424242", expiry: "12/34", cvc: "123" },
    });
    const second = await request.post("/api/gift-cards", {
      data: {
        requestKey: randomUUID(),
        amountCents: 2500,
        recipientName: "Alex Kim",
        recipientEmail: `gift-to-2-${tag}@example.test`,
        message: "",
        deliverOn,
        buyerName: "Maya Chen",
        buyerEmail,
        paymentMethodId: ((await token.json()) as { id: string }).id,
      },
    });
    expect(second.status()).toBe(200);
    const adminContext = await browser.newContext({
      viewport: { width, height: 900 },
      bypassCSP: true,
    });
    const admin = await adminContext.newPage();
    await signedIn(admin, DEMO.admin);
    await expect(admin).toHaveURL(/\/admin$/);
    await admin.goto(`/admin/gift-cards?q=${encodeURIComponent(buyerEmail)}`);
    const row = admin.getByRole("row").filter({ hasText: "Alex Kim" });
    await expect(row).toContainText("Scheduled");
    const samsCards = admin.getByRole("row").filter({ hasText: "Sam Rivera" });
    await expect(samsCards.filter({ hasText: "Redeemed" })).toHaveCount(1);
    // The try whose bank check failed is on record, charged nothing and never sent.
    if (threeDSecure) await expect(samsCards.filter({ hasText: "Payment failed" })).toHaveCount(1);
    await expectNoSidewaysTables(admin, `/admin/gift-cards at ${width}`);
    await expectNoSeriousAxeViolations(admin, `/admin/gift-cards at ${width}`);
    await shot(admin, `admin-gift-cards-${width}`);
    await row.getByRole("button", { name: "Refund" }).click();
    const dialog = admin.getByRole("dialog");
    await dialog.getByLabel("Reason").fill("The buyer asked to cancel");
    await dialog.getByRole("button", { name: "Refund the gift card" }).click();
    await expect(row).toContainText("Refunded");
    await expect(row).toContainText("The buyer asked to cancel");
    await adminContext.close();
  });
}

test("signed in, the buyer's name and email are filled in, and can be changed (issue 38)", async ({
  page,
}) => {
  await signedIn(page, DEMO.customer, "/gift-cards");
  await expect(page.getByRole("heading", { name: "Give a week off cooking" })).toBeVisible();
  await expect(page.getByLabel("Your email")).toHaveValue(DEMO.customer.email);
  await expect(page.getByLabel("Your name")).not.toHaveValue("");
  await page.getByLabel("Your name").fill("Someone Else");
  await expect(page.getByLabel("Your name")).toHaveValue("Someone Else");
});
