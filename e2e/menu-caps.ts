// Per-dish caps for e2e specs, set through the admin API the way the weekly-menu screen saves
// them. Callers restore the caps they set (restoreCaps) so later specs see the seeded menu.
import { expect, type APIRequestContext } from "@playwright/test";
import { DEMO } from "./support";

interface AdminMenu {
  items: {
    dish: { id: string; name: string };
    isNew: boolean;
    sortingOrder: number;
    cap: number | null;
    taken: number;
  }[];
}

async function adminAuth(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post("/api/auth/login", { data: DEMO.admin });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

export async function adminWeekMenu(
  request: APIRequestContext,
  weekStart: string,
): Promise<AdminMenu["items"]> {
  const response = await request.get(`/api/admin/weeks/${weekStart}/menu`, {
    headers: await adminAuth(request),
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as AdminMenu).items;
}

/** Sets the caps of some dishes (by dish name; null removes a cap); the rest stay as they are. */
export async function setCaps(
  request: APIRequestContext,
  weekStart: string,
  caps: Record<string, number | null>,
): Promise<void> {
  const items = await adminWeekMenu(request, weekStart);
  const response = await request.put(`/api/admin/weeks/${weekStart}/menu`, {
    headers: await adminAuth(request),
    data: {
      items: items.map((item) => ({
        dishId: item.dish.id,
        isNew: item.isNew,
        sortingOrder: item.sortingOrder,
        cap: item.dish.name in caps ? caps[item.dish.name] : item.cap,
      })),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function restoreCaps(
  request: APIRequestContext,
  weekStart: string,
  names: readonly string[],
): Promise<void> {
  await setCaps(request, weekStart, Object.fromEntries(names.map((name) => [name, null])));
}
