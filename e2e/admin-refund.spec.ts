// The admin refunds part of a paid order from the customer's record: the confirmation names the
// amount, the charge and the invoice show the refund, and the audit log records it. First, at
// 375 px, the dishes, users and a customer's orders read as cards (nothing scrolls sideways).
import { expect, test } from "./test";
import { expectNoSeriousAxeViolations, expectNoSidewaysTables } from "./a11y";
import { DEMO, closeToasts } from "./support";
import { signedIn } from "./session";

test.describe.configure({ timeout: 150_000 });
// axe is injected into the page, past the app's script policy.
test.use({ bypassCSP: true });

interface InvoiceDetail {
  number: string;
  refundedCents: number;
}

test("refund an order: the charge, the invoice and the audit log show it", async ({ page }) => {
  await signedIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 });
  // At 375 px the dishes, the users and a customer's orders are cards, not sideways tables.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/admin/dishes");
  await expectNoSidewaysTables(page, "/admin/dishes at 375 px");
  await expectNoSeriousAxeViolations(page, "/admin/dishes at 375 px");
  // The demo customer has a history of paid orders (the only seeded account that does).
  await page.goto(`/admin/users?q=${encodeURIComponent(DEMO.customer.email)}`);
  await expectNoSidewaysTables(page, "/admin/users at 375 px");
  await expectNoSeriousAxeViolations(page, "/admin/users at 375 px");
  await page.getByRole("link", { name: "Maya Thompson" }).click();
  await expect(page.getByRole("heading", { name: "Refund an order" })).toBeVisible();
  await expectNoSidewaysTables(page, "a customer's orders at 375 px");
  await expectNoSeriousAxeViolations(page, "a customer's record at 375 px");
  await page.setViewportSize({ width: 1280, height: 900 });

  const order = page.getByLabel("Order");
  const chosen = (await order.locator("option:checked").textContent()) ?? "";
  const number = chosen.split(" · ")[0];
  expect(number).toMatch(/^\S+$/);
  const row = page.getByRole("row").filter({ hasText: number });
  const invoiceLink = row.getByRole("link");
  const invoiceHref = (await invoiceLink.getAttribute("href")) ?? "";
  const invoiceId = invoiceHref.split("/")[3];
  const before = (await (
    await page.request.get(`/api/invoices/${invoiceId}`)
  ).json()) as InvoiceDetail;

  // Bad input is said on the field and nothing typed is lost.
  await page.getByLabel("Amount (USD, empty for all that is left)").fill("1.25");
  await page.getByRole("button", { name: "Refund…" }).click();
  await expect(page.getByText("Say why, in a few words.")).toBeVisible();
  await expect(page.getByLabel("Reason").last()).toBeFocused();
  await expect(page.getByLabel("Amount (USD, empty for all that is left)")).toHaveValue("1.25");

  await page.getByLabel("Reason").last().fill("Late delivery");
  await page.getByRole("button", { name: "Refund…" }).click();
  const dialog = page.getByRole("dialog", { name: "Refund $1.25?" });
  await expect(dialog).toBeVisible();
  await expectNoSeriousAxeViolations(page, "refund confirmation");
  await dialog.getByRole("button", { name: "Refund to the card" }).click();
  await expect(page.getByText(new RegExp(`^Refunded \\$1\\.25 on order ${number}`))).toBeVisible();

  await expect(row.getByText(/refunded$/)).toBeVisible();
  await expect(
    page.getByRole("listitem").filter({ hasText: `$1.25 on order ${number}: Late delivery` }),
  ).toBeVisible();
  const after = (await (
    await page.request.get(`/api/invoices/${invoiceId}`)
  ).json()) as InvoiceDetail;
  expect(after.refundedCents - before.refundedCents).toBe(125);

  // The receipt the customer downloads is the same invoice.
  const receipt = await page.request.get(invoiceHref);
  expect(receipt.status()).toBe(200);
  expect(receipt.headers()["content-type"]).toContain("application/pdf");
  await closeToasts(page);
  await expectNoSeriousAxeViolations(page, "user page after a refund");
});

test("each action form shows only its own errors, and a refund above what is left is refused before asking", async ({
  page,
}) => {
  await signedIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 });
  await page.goto(`/admin/users?q=${encodeURIComponent(DEMO.customer.email)}`);
  await page.getByRole("link", { name: "Maya Thompson" }).click();
  const creditForm = page
    .locator("form")
    .filter({ has: page.getByRole("heading", { name: "Grant credit" }) });
  const refundForm = page
    .locator("form")
    .filter({ has: page.getByRole("heading", { name: "Refund an order" }) });

  // The server refuses the credit's reason: the error is under Grant credit only (it also showed
  // under Refund, whose field has the same name).
  await creditForm.getByLabel("Amount (USD)").fill("5");
  await creditForm.getByLabel("Reason").fill("ab");
  await creditForm.getByRole("button", { name: "Grant credit" }).click();
  await expect(creditForm.getByText("Say why, in a few words.")).toBeVisible();
  await expect(creditForm.getByLabel("Reason")).toBeFocused();
  await expect(refundForm.getByText("Say why, in a few words.")).toHaveCount(0);

  // More than is left: said on the field, with what is left, and no confirmation offers it.
  const chosen =
    (await refundForm.getByLabel("Order").locator("option:checked").textContent()) ?? "";
  const [number, , leftText] = chosen.split(" · ");
  const left = leftText.replace(" left", "");
  await refundForm.getByLabel("Amount (USD, empty for all that is left)").fill("100000");
  await refundForm.getByLabel("Reason").fill("Late delivery");
  await refundForm.getByRole("button", { name: "Refund…" }).click();
  await expect(
    refundForm.getByText(`At most ${left} is left to refund on ${number}.`),
  ).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(creditForm.getByText(/At most/)).toHaveCount(0);
});
