// The demo admin runs next week: menu, dishes, users and a report emailed through the queue.
import { simpleParser } from "mailparser";
import { expect, test, type Page } from "./test";
import { freshCustomer, PASSWORD } from "./customer-b-fixtures";
import { DEMO, latestMailTo, signIn } from "./support";
import { AUTH_MESSAGES } from "../lib/auth/messages";
import { signedIn } from "./session";

// Each test signs in and walks several screens on a shared, slow machine.
test.describe.configure({ timeout: 150_000 });

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);

async function asAdmin(page: Page) {
  await signedIn(page, DEMO.admin);
  // The first sign-in after the server starts can be slow on a shared machine.
  await expect(page).toHaveURL(/\/admin/, { timeout: 30_000 });
}

test("add and reorder a dish on next week's menu, then see it first on /menu", async ({ page }) => {
  await asAdmin(page);
  await page.goto("/admin/weekly-menu");
  await page.getByLabel("Search dishes").fill("Falafel");
  await page.getByRole("button", { name: "Add Baked Falafel Bowl" }).click();
  const falafelUp = page.getByRole("button", { name: "Move Baked Falafel Bowl up" });
  // Keyboard: focus stays on the moved row's button, so Enter keeps moving it up.
  await falafelUp.focus();
  for (let i = 0; i < 30 && (await falafelUp.isEnabled()); i += 1)
    await page.keyboard.press("Enter");
  await expect(falafelUp).toBeDisabled();
  await page.getByRole("button", { name: "Publish changes" }).click();
  await expect(page.getByText("Published: customers can choose from this menu now.")).toBeVisible();

  await page.goto("/menu");
  await expect(page.getByRole("heading", { level: 3 }).first()).toHaveText("Baked Falafel Bowl");
});

test("the dish form refuses a tag its allergens contradict and asks before 0 calories", async ({
  page,
}) => {
  await asAdmin(page);
  await page.goto("/admin/dishes/new");
  await page.getByLabel("Milk").check();
  await page.getByLabel("Vegan").check();
  await page.getByRole("button", { name: "Create dish" }).click();
  await expect(
    page.getByText("A dish tagged Vegan cannot contain Milk.", { exact: false }),
  ).toBeVisible();
  await expect(page.getByText(/^0 calories: enter the dish's calories/)).toBeVisible();
  const confirm = page.getByLabel("This dish really has 0 calories");
  await expect(confirm).toBeVisible();
  await page.getByLabel("Calories (kcal)").fill("420");
  await expect(confirm).toHaveCount(0);
});

test("create a dish with a photo; delete an ordered dish archives it", async ({ page }) => {
  await asAdmin(page);
  await page.goto("/admin/dishes/new");
  const name = `Harbourfront Tofu Bowl ${Date.now()}`;
  await page.getByRole("button", { name: "Create dish" }).click();
  await expect(page.getByText("Enter the dish name.")).toBeVisible();
  await page.getByLabel("Name").fill(name);
  await page
    .getByLabel("Description")
    .fill("Crispy tofu, brown rice, pickled carrots, miso glaze.");
  await page.getByLabel("Calories (kcal)").fill("540");
  await page.getByLabel("Protein (g)").fill("31");
  await page.getByLabel("Carbs (g)").fill("60");
  await page.getByLabel("Fat (g)").fill("17");
  await page.getByLabel("Ingredients").fill("Tofu, rice, carrots, miso, sesame");
  await page.getByLabel("Soy").check();
  await page
    .getByLabel("Photo")
    .setInputFiles({ name: "tofu.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByAltText("Photo preview")).toHaveAttribute("src", /\/api\/dish-images\//);
  await page.getByRole("button", { name: "Create dish" }).click();
  await expect(page).toHaveURL(/\/admin\/dishes$/);
  await page.getByLabel("Search").fill(name);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("link", { name })).toBeVisible();

  // A dish from the seeded orders: deleting archives it and says so.
  await page.goto("/admin/dishes?q=Smoked+Brisket");
  await page.getByRole("button", { name: "Archive Smoked Brisket Mac and Cheese" }).click();
  await page.getByRole("button", { name: "Archive dish" }).click();
  await expect(page.getByText(/was ordered before, so it was archived/)).toBeVisible();
  await page.goto("/admin/dishes?q=Smoked+Brisket&archived=only");
  await expect(
    page.getByRole("row", { name: /Smoked Brisket/ }).getByText("Archived", { exact: true }),
  ).toBeVisible();
});

test("deactivate a customer: their sign-in is refused", async ({ page, browser, request }) => {
  // A customer of this test's own: the demo accounts are shared with the specs that run after.
  const customer = await freshCustomer(request, "admin-deactivate");
  await asAdmin(page);
  await page.goto(`/admin/users?q=${encodeURIComponent(customer.email)}`);
  await page.getByRole("link", { name: "Jordan Lee" }).click();
  await page.getByRole("button", { name: "Deactivate" }).click();
  await page.getByRole("button", { name: "Deactivate account" }).click();
  await expect(page.getByText(/is deactivated: sign-in is refused/)).toBeVisible();
  await expect(
    page.getByRole("listitem").filter({ hasText: "Deactivated the account by" }),
  ).toBeVisible();

  const other = await browser.newPage();
  await signIn(other, { email: customer.email, password: PASSWORD });
  // The route announcer is an alert too: look for the form's own.
  await expect(other.getByRole("form", { name: "Welcome back" }).getByRole("alert")).toHaveText(
    AUTH_MESSAGES.loginFailed,
  );
  await expect(other).toHaveURL(/\/login/);
  await other.close();
});

test("email the kitchen prep list; the captured mail's CSV and PDF carry the week's counts", async ({
  page,
}) => {
  await asAdmin(page);
  await page.goto("/admin/reports?report=kitchen-prep");
  const tableTotal = await page.getByText(/meals? across \d+ dish(es)?, paid\./).textContent();
  const to = `kitchen-${Date.now()}@example.test`;
  await page.getByLabel("Recipients").fill("not an address");
  await page.getByRole("button", { name: "Email kitchen prep list" }).click();
  await expect(page.getByText(/Check these addresses/)).toBeVisible();
  await expect(page.getByLabel("Recipients")).toHaveValue("not an address");
  await page.getByLabel("Recipients").fill(to);
  await page.getByRole("button", { name: "Email kitchen prep list" }).click();
  await expect(page.getByText(`Sent to ${to}.`)).toBeVisible({ timeout: 20_000 });

  const mail = await simpleParser(await latestMailTo(to));
  const csv = mail.attachments.find((a) => a.filename?.endsWith(".csv"));
  const pdf = mail.attachments.find((a) => a.filename?.endsWith(".pdf"));
  expect(pdf?.contentType).toBe("application/pdf");
  const rows = csv!.content
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(rows[0]).toBe("Dish,Monday,Thursday,Total,Not paid yet,Held");
  // The paid meals' total (the column before "Not paid yet").
  const total = rows.slice(1).reduce((sum, row) => sum + Number(row.split(",").at(-3)), 0);
  expect(tableTotal).toContain(`${total} meals`);

  await page.goto("/admin/outbox");
  await expect(page.getByRole("link", { name: /Kitchen prep list/ }).first()).toBeVisible();
});

test("a report prints with every column on letter paper and downloads as CSV and PDF (issue 38)", async ({
  page,
}) => {
  await asAdmin(page);
  await page.goto("/admin/reports?report=delivery");
  const csv = page.getByRole("link", { name: "Download CSV" });
  await expect(csv).toHaveAttribute("href", /\/api\/admin\/reports\/delivery\/csv\?weekStart=/);
  const pdf = await page.request.get(
    (await page.getByRole("link", { name: "Download PDF" }).getAttribute("href")) ?? "",
  );
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();

  // On paper (7.5 in wide): a table, every column's header visible, nothing cut off at the side.
  await page.setViewportSize({ width: 720, height: 900 });
  await page.emulateMedia({ media: "print" });
  const table = page.getByRole("region", { name: "Delivery list" });
  const headers = table.getByRole("columnheader");
  await expect(headers).toHaveCount(9);
  for (const header of await headers.all()) await expect(header).toBeVisible();
  const overflow = await table.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Email delivery list" })).toBeHidden();
});
