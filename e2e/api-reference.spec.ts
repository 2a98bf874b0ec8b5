// The API reference page (/docs/api): it renders the served document under the app's real
// Content-Security-Policy with no request to another host, passes axe and fits a phone.
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from "./a11y";
import { expect, test, type Page } from "./test";

async function openOperation(page: Page) {
  await page.goto("/docs/api");
  await expect(page.getByRole("heading", { name: "Toronto meals API", level: 1 })).toBeVisible();
  await page.goto("/docs/api#tag/plans/GET/api/plans");
  await expect(
    page.getByRole("heading", { name: "Active plans, smallest first" }).first(),
  ).toBeVisible();
}

test("the reference loads under the page CSP and asks no other host for anything", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? "").origin;
  const offsite: string[] = [];
  const refused: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (!["data:", "blob:"].includes(url.protocol) && url.origin !== origin)
      offsite.push(req.url());
  });
  page.on("console", (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) refused.push(msg.text());
  });
  await openOperation(page);
  await page.getByRole("button", { name: /Open Search/ }).click();
  // Specific enough to be among the first results the search shows (it lists a handful).
  await page.keyboard.type("Replace the allergens");
  await expect(page.getByText("Replace the allergens the customer avoids").first()).toBeVisible();
  expect(offsite).toEqual([]);
  expect(refused).toEqual([]);
});

test.describe("accessibility", () => {
  // axe is injected as a script tag, which the app's CSP would refuse.
  test.use({ bypassCSP: true });

  for (const width of [1280, 375]) {
    test(`at ${width}px: no serious axe violation, no sideways scroll`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openOperation(page);
      await expectNoSeriousAxeViolations(page, `/docs/api at ${width}px`);
      await expectNoHorizontalScroll(page, `/docs/api at ${width}px`);
    });
  }
});
