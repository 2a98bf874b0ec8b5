// Shared steps for the end-to-end tests.
import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import { outboxDir } from "./test";

export const DEMO = {
  admin: { email: "admin@lakeshorekitchen.ca", password: "Admin123!" },
  customer: { email: "customer@example.com", password: "Customer123!" },
  paused: { email: "paused@example.com", password: "Customer123!" },
  newbie: { email: "newbie@example.com", password: "Customer123!" },
  problem: { email: "problem@example.com", password: "Customer123!" },
} as const;

export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** The newest .eml sent to `to`, polled until it arrives. */
export async function latestMailTo(to: string): Promise<string> {
  let found = "";
  await expect
    .poll(
      () => {
        const outbox = path.join(process.cwd(), outboxDir());
        if (!existsSync(outbox)) return "";
        const files = readdirSync(outbox)
          .filter((f) => f.endsWith(".eml"))
          .sort()
          .reverse();
        for (const file of files) {
          const text = readFileSync(path.join(outbox, file), "utf8");
          if (text.toLowerCase().includes(`to: ${to.toLowerCase()}`)) {
            found = text;
            return found;
          }
        }
        return "";
      },
      { timeout: 15_000 },
    )
    .not.toBe("");
  return found;
}

/** Undoes quoted-printable soft line breaks and escapes so a link can be read from a mail. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Presses Tab until `target` has focus (fails after `max` presses). */
export async function tabTo(page: Page, target: Locator, max = 120): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

/**
 * Closes every toast with its close button, as a person would, and waits until they are gone:
 * axe reads a fading toast's colours mid-animation, and waiting out a toast's five seconds cost
 * ~4 s per check. The click is dispatched to the button so focus and the pointer stay where the
 * test left them (a keyboard test goes on from its focus; hovering would hold the toasts open).
 */
export async function closeToasts(page: Page): Promise<void> {
  const toasts = page.locator("[data-sonner-toast]");
  for (const close of await toasts.locator("[data-close-button]").all()) {
    await close.dispatchEvent("click").catch(() => undefined); // already leaving
  }
  await expect(toasts).toHaveCount(0);
}
