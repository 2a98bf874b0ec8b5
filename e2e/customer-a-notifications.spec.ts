// The bell: the unread count, the list, reading one (the count goes down) and marking all read.
import { expect, test, type Page } from "./test";
import { DEMO } from "./support";
import { signedIn } from "./session";

interface Item {
  id: string;
  title: string;
  read: boolean;
}

/** Calls the API from the page, as the app does (cookie session + anti-forgery header). */
async function apiFromPage<T>(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const csrf = document.cookie
        .split(";")
        .map((c) => c.trim())
        .find((c) => c.startsWith("csrf-token="))
        ?.slice("csrf-token=".length);
      const res = await fetch(path, {
        method,
        headers: {
          "content-type": "application/json",
          ...(csrf ? { "x-csrf-token": decodeURIComponent(csrf) } : {}),
          authorization: `Bearer ${localStorage.getItem("token")}`,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await res.json()) as T;
    },
    { method, path, body },
  );
}

test("reading a notification brings the bell's count down", async ({ page }) => {
  await signedIn(page, DEMO.customer);
  await expect(page).toHaveURL(/\/customer$/);
  const me = await apiFromPage<{ id: string }>(page, "GET", "/api/auth/me");
  const list = await apiFromPage<{ items: Item[] }>(
    page,
    "GET",
    `/api/notifications/users/${me.id}?type=1`,
  );
  // Start from two unread messages whatever earlier runs did.
  for (const item of list.items.slice(0, 2)) {
    await apiFromPage(page, "PUT", `/api/notifications/${item.id}`, { read: false });
  }
  const unread = list.items.filter((n, i) => i < 2 || !n.read).length;
  await page.reload();

  const bell = page.getByRole("button", { name: /^Notifications/ }).filter({ visible: true });
  await expect(bell).toHaveAccessibleName(`Notifications, ${unread} unread`);
  await expect(page.getByTestId("notification-count").filter({ visible: true })).toHaveText(
    String(unread),
  );

  await bell.click();
  const panel = page.getByRole("region", { name: "Notifications" });
  await expect(panel.getByRole("button").nth(1)).toContainText(list.items[0].title);
  // The new menu's message (one of the two unread: a refund from the admin spec may be newer)
  // leads to the meals page; opening it marks it read.
  const menu = list.items.slice(0, 2).find((n) => n.title === "The new menu is live");
  expect(menu, "the seeded menu message is among the newest two").toBeDefined();
  await panel.getByRole("button").filter({ hasText: "The new menu is live" }).click();
  await expect(page).toHaveURL(/\/customer\/meals/);
  await expect(bell).toHaveAccessibleName(`Notifications, ${unread - 1} unread`);

  if (unread - 1 > 0) {
    await bell.click();
    await page
      .getByRole("region", { name: "Notifications" })
      .getByRole("button", { name: "Mark all as read" })
      .click();
    await expect(bell).toHaveAccessibleName("Notifications");
    await expect(page.getByTestId("notification-count")).toHaveCount(0);
  }

  // The server agrees after a reload.
  await page.reload();
  await expect(bell).toHaveAccessibleName("Notifications");
});
