// The plan step's FAQ: from GET /api/faqs, or the built-in questions when that call fails.
import { expect, test } from "./test";
import { passPostalCode } from "./signup-helpers";

test("the FAQ comes from the server and opens and closes", async ({ page }) => {
  await passPostalCode(page);
  const question = page.getByRole("button", { name: "How do I heat my meals?" });
  await expect(question).toHaveAttribute("aria-expanded", "false");
  await question.click();
  await expect(question).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText(/2 minutes 30 seconds/)).toBeVisible();
  await question.press("Enter");
  await expect(page.getByText(/2 minutes 30 seconds/)).toBeHidden();
});

test("when the FAQ call fails, the built-in questions are shown", async ({ page }) => {
  await page.route("**/api/faqs", (route) => route.abort());
  await passPostalCode(page);
  const question = page.getByRole("button", { name: "Which areas do you deliver to?" });
  await expect(question).toBeVisible();
  await expect(page.getByRole("button", { name: "How do I heat my meals?" })).toHaveCount(0);
  await question.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(/Toronto, Mississauga, Oakville/).last()).toBeVisible();
  // The plans themselves are unaffected.
  await expect(page.getByRole("radio", { name: /8 meals a week/ })).toBeVisible();
});
