// The admin's weekly menu: draft, save, publish, caps, locked orders, read-only past weeks.
import { GET as upcomingWeekMenu } from "@/app/api/weeks/[weekStart]/route";
import * as menu from "@/app/api/admin/weeks/[weekStart]/menu/route";
import * as publish from "@/app/api/admin/weeks/[weekStart]/publish/route";
import { currentWeekStart } from "@/lib/clock";
import { db } from "@/lib/db";
import { getWeekMenu } from "@/lib/menus/week-menu";
import { call } from "../../helpers";
import { orderFor, subscriber } from "../customer-a-fixtures";
import { adminSession, freshWeek, newDish } from "./admin-fixtures";

let admin: { token: string };
beforeAll(async () => {
  admin = await adminSession();
});
afterAll(() => db.$disconnect());

const put = (weekStart: string, items: unknown) =>
  call(menu.PUT, `/api/admin/weeks/${weekStart}/menu`, {
    method: "PUT",
    token: admin.token,
    params: { weekStart },
    body: { items },
  });

test("a new week's menu is a draft until published, then customers see it in order", async () => {
  const week = freshWeek();
  const [a, b] = [await newDish(), await newDish()];
  const saved = await put(week, [
    { dishId: a.id, isNew: true, sortingOrder: 1, cap: null },
    { dishId: b.id, isNew: false, sortingOrder: 0, cap: 5 },
  ]);
  expect(saved.status).toBe(200);
  expect(saved.json.draft).toBe(true);
  expect(saved.json.items.map((i: { dish: { id: string } }) => i.dish.id)).toEqual([b.id, a.id]);
  expect(await getWeekMenu(week)).toBeNull();
  const publicRead = await call(upcomingWeekMenu, `/api/weeks/${week}`, {
    params: { weekStart: week },
  });
  expect(publicRead.status).toBe(404);

  const published = await call(publish.POST, `/api/admin/weeks/${week}/publish`, {
    method: "POST",
    token: admin.token,
    params: { weekStart: week },
  });
  expect(published.status).toBe(200);
  expect(published.json.draft).toBe(false);
  const visible = await getWeekMenu(week);
  expect(visible?.menus.map((m) => [m.dish.id, m.left, m.isNew])).toEqual([
    [b.id, 5, false],
    [a.id, null, true],
  ]);

  // Reordering a published week shows at once.
  await put(week, [
    { dishId: a.id, isNew: true, sortingOrder: 0 },
    { dishId: b.id, isNew: false, sortingOrder: 1, cap: 5 },
  ]);
  expect((await getWeekMenu(week))?.menus.map((m) => m.dish.id)).toEqual([a.id, b.id]);
});

test("publishing an empty week is refused", async () => {
  const week = freshWeek();
  const res = await call(publish.POST, `/api/admin/weeks/${week}/publish`, {
    method: "POST",
    token: admin.token,
    params: { weekStart: week },
  });
  expect(res.status).toBe(409);
  expect(res.json.message).toMatch(/at least one dish/);
});

test("bad input: not a Monday, duplicate dishes, unknown dish, negative cap", async () => {
  const week = freshWeek();
  const dish = await newDish();
  const notMonday = await call(menu.GET, "/api/admin/weeks/2027-01-05/menu", {
    token: admin.token,
    params: { weekStart: "2027-01-05" },
  });
  expect(notMonday.status).toBe(400);
  const item = { dishId: dish.id, isNew: false, sortingOrder: 0 };
  expect((await put(week, [item, item])).status).toBe(400);
  expect((await put(week, [{ ...item, dishId: "missing" }])).status).toBe(400);
  const negative = await put(week, [{ ...item, cap: -1 }]);
  expect(negative.status).toBe(400);
  expect(negative.json.errors?.length ?? 0).toBeGreaterThan(0);
});

test("a week past its deadline is read-only", async () => {
  const week = currentWeekStart(new Date());
  const view = await call(menu.GET, `/api/admin/weeks/${week}/menu`, {
    token: admin.token,
    params: { weekStart: week },
  });
  expect(view.status).toBe(200);
  expect(view.json.readOnly).toBe(true);
  const res = await put(
    week,
    view.json.items.map((i: { dish: { id: string } }, n: number) => ({
      dishId: i.dish.id,
      isNew: false,
      sortingOrder: n,
    })),
  );
  expect(res.status).toBe(409);
  expect(res.json.message).toMatch(/deadline .* has passed: its menu is read-only/);
});

test("a dish in locked orders cannot be removed; the message names how many orders", async () => {
  const week = freshWeek();
  const dishes = await db.dish.findMany({
    orderBy: { slug: "asc" },
    take: 4,
    select: { id: true },
  });
  await put(
    week,
    dishes.map((d, n) => ({ dishId: d.id, isNew: false, sortingOrder: n })),
  );
  // orderFor spreads meals over the first four dishes by slug.
  await orderFor(await subscriber(), week, "LOCKED", 8);
  await orderFor(await subscriber(), week, "PAID", 8);
  await orderFor(await subscriber(), week, "OPEN", 8);
  const res = await put(
    week,
    dishes.slice(1).map((d, n) => ({ dishId: d.id, isNew: false, sortingOrder: n })),
  );
  expect(res.status).toBe(409);
  expect(res.json.message).toMatch(/is in 2 locked orders and cannot be removed/);
  const view = await call(menu.GET, `/api/admin/weeks/${week}/menu`, {
    token: admin.token,
    params: { weekStart: week },
  });
  expect(view.json.items).toHaveLength(4);
  // Portions taken count every order holding meals (3 orders × 2 of the first dish).
  expect(
    view.json.items.find((i: { dish: { id: string } }) => i.dish.id === dishes[0]!.id).taken,
  ).toBe(6);
});

test("a cap below the portions already ordered is refused until confirmed (issue 26 defect 5)", async () => {
  const week = freshWeek();
  const dish = await newDish();
  const other = await newDish();
  const row = { dishId: dish.id, isNew: false, sortingOrder: 0, cap: null };
  const otherRow = { dishId: other.id, isNew: false, sortingOrder: 1, cap: null };
  expect((await put(week, [row, otherRow])).status).toBe(200);
  const order = await orderFor(await subscriber(), week, "OPEN", 0);
  await db.orderItem.create({ data: { orderId: order.id, dishId: dish.id, quantity: 9 } });

  // 9 ordered, cap 3: a warning the admin must confirm; nothing is saved meanwhile.
  const warned = await put(week, [
    { ...row, cap: 3 },
    { ...otherRow, cap: 2 },
  ]);
  expect(warned.json).toEqual({
    statusCode: 409,
    message: `${dish.name}: a cap of 3 is below the 9 portions already ordered. Those orders keep their meals; no one can add more. Confirm to save it.`,
    errors: [
      {
        property: "items.0.cap",
        constraints: {
          capBelowOrdered: `${dish.name}: a cap of 3 is below the 9 portions already ordered. Those orders keep their meals; no one can add more.`,
        },
      },
    ],
  });
  const stored = await db.weekMenu.findFirstOrThrow({ where: { dishId: dish.id } });
  expect(stored.cap).toBeNull();
  // A cap at or above what is ordered needs nothing; a bad confirmation is bad input.
  expect((await put(week, [{ ...row, cap: 9 }, otherRow])).status).toBe(200);
  const bad = await call(menu.PUT, `/api/admin/weeks/${week}/menu`, {
    method: "PUT",
    token: admin.token,
    params: { weekStart: week },
    body: { items: [{ ...row, cap: 3 }], confirmCapsBelowOrdered: "yes" },
  });
  expect(bad.status).toBe(400);

  const confirmed = await call(menu.PUT, `/api/admin/weeks/${week}/menu`, {
    method: "PUT",
    token: admin.token,
    params: { weekStart: week },
    body: { items: [{ ...row, cap: 3 }, otherRow], confirmCapsBelowOrdered: true },
  });
  expect(confirmed.status).toBe(200);
  expect(confirmed.json.items[0]).toMatchObject({ cap: 3, taken: 9 });
  // Saving again with the same cap does not ask again.
  expect((await put(week, [{ ...row, cap: 3, isNew: true }, otherRow])).status).toBe(200);
});
