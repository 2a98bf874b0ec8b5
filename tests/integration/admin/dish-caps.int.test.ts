// A capped dish is never oversold, even when two customers save it at the same moment: the
// second transaction waits on the menu row's lock, then counts the first one's portions.
import type { IsoDate } from "@/lib/clock";
import { db } from "@/lib/db";
import { chooseWeekMeals } from "@/lib/meals/choose-meals";
import { setWeekMenu } from "@/lib/menus/set-week-menu";
import { getWeekMenu } from "@/lib/menus/week-menu";
import { replaceWeekMeals } from "@/lib/orders/week-orders";
import { orderFor, subscriber } from "../customer-a-fixtures";
import { freshWeek, newDish } from "./admin-fixtures";

afterAll(() => db.$disconnect());

/** Resolves once `count` sessions of this database wait on a lock; fails after 10 s without. */
async function lockWaiters(count: number): Promise<void> {
  const started = performance.now();
  for (;;) {
    const [{ waiting }] = await db.$queryRaw<{ waiting: number }[]>`
      SELECT count(*)::int AS waiting FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`;
    if (waiting >= count) return;
    if (performance.now() - started > 10_000)
      throw new Error(`No transaction waited on a lock (${waiting} of ${count})`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function setup(cap: number) {
  const week = freshWeek();
  const capped = await newDish();
  const free = await newDish();
  await setWeekMenu(week, [
    { dishId: capped.id, isNew: false, sortingOrder: 0, cap },
    { dishId: free.id, isNew: false, sortingOrder: 1, cap: null },
  ]);
  const orders = [];
  for (let i = 0; i < 2; i += 1) {
    const s = await subscriber();
    const order = await orderFor(s, week, "OPEN", 8);
    orders.push({ s, order });
  }
  return { week, capped, free, orders };
}

const fields = (o: { planId: string; addressId: string | null }) => ({
  planId: o.planId,
  addressId: o.addressId,
  mealsCount: 8,
  splitDelivery: false,
  deliveryDay: "MONDAY" as const,
  deliveryTime: "16-20",
});

const items = (capped: string, free: string, n: number) => [
  { dishId: capped, quantity: n, slot: "SINGLE" as const },
  { dishId: free, quantity: 8 - n, slot: "SINGLE" as const },
];

test("two concurrent orders cannot both take the last portions of a capped dish", async () => {
  const { week, capped, free, orders } = await setup(3);
  const [first, second] = orders.map((o) => o.order);

  let releaseFirst!: () => void;
  const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
  let firstWrote!: () => void;
  const wrote = new Promise<void>((resolve) => (firstWrote = resolve));

  // The first saves 2 portions and keeps its transaction open; the second tries 2 meanwhile.
  const a = db.$transaction(async (tx) => {
    await replaceWeekMeals(tx, first!.id, fields(first!), items(capped.id, free.id, 2), new Date());
    firstWrote();
    await firstHolds;
  });
  await wrote;
  const b = db.$transaction((tx) =>
    replaceWeekMeals(tx, second!.id, fields(second!), items(capped.id, free.id, 2), new Date()),
  );
  // Let the first commit only once the second waits on its lock (the race this test is about).
  await lockWaiters(1);
  releaseFirst();

  await expect(a).resolves.toBeUndefined();
  await expect(b).rejects.toMatchObject({ code: "CONFLICT" });
  const taken = await db.orderItem.aggregate({
    where: { dishId: capped.id, order: { weekId: first!.weekId } },
    _sum: { quantity: true },
  });
  expect(taken._sum.quantity).toBe(2);
  // The second order kept its old meals (its transaction rolled back).
  expect(await db.orderItem.count({ where: { orderId: second!.id, dishId: capped.id } })).toBe(0);
  // Customers see one left.
  const menu = await getWeekMenu(week);
  expect(menu?.menus.find((m) => m.dish.id === capped.id)?.left).toBe(1);
});

test("ten customers racing for a cap of 5 single portions: exactly 5 succeed", async () => {
  const week = freshWeek();
  const capped = await newDish();
  const free = await newDish();
  await setWeekMenu(week, [
    { dishId: capped.id, isNew: false, sortingOrder: 0, cap: 5 },
    { dishId: free.id, isNew: false, sortingOrder: 1, cap: null },
  ]);
  const orders = [];
  for (let i = 0; i < 10; i += 1) orders.push(await orderFor(await subscriber(), week, "OPEN", 8));
  const results = await Promise.allSettled(
    orders.map((order) =>
      db.$transaction((tx) =>
        replaceWeekMeals(tx, order.id, fields(order), items(capped.id, free.id, 1), new Date()),
      ),
    ),
  );
  expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
  const rejected = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
  expect(rejected).toHaveLength(5);
  for (const r of rejected) expect(r.reason).toMatchObject({ code: "CONFLICT" });
  expect((await getWeekMenu(week))?.menus.find((m) => m.dish.id === capped.id)?.left).toBe(0);
});

test("an order may keep what it holds after the cap is lowered, but not take more", async () => {
  const { week, capped, free, orders } = await setup(4);
  const order = orders[0]!.order;
  await db.$transaction((tx) =>
    replaceWeekMeals(tx, order.id, fields(order), items(capped.id, free.id, 3), new Date()),
  );
  await setWeekMenu(week, [
    { dishId: capped.id, isNew: false, sortingOrder: 0, cap: 1 },
    { dishId: free.id, isNew: false, sortingOrder: 1, cap: null },
  ]);
  // Same 3 portions, other meals changed: allowed.
  await expect(
    db.$transaction((tx) =>
      replaceWeekMeals(tx, order.id, fields(order), items(capped.id, free.id, 3), new Date()),
    ),
  ).resolves.toBe(true);
  await expect(
    db.$transaction((tx) =>
      replaceWeekMeals(tx, order.id, fields(order), items(capped.id, free.id, 4), new Date()),
    ),
  ).rejects.toMatchObject({
    code: "CONFLICT",
    message: expect.stringMatching(/sold out/),
    // The constraint the meals page tells a sold-out 409 from a passed deadline by.
    errors: [{ property: "items", constraints: { soldOut: expect.stringMatching(/sold out/) } }],
  });
});

describe("the meal save (PUT /api/users/{id}/orders/week/{monday}) keeps caps", () => {
  const save = (userId: string, week: IsoDate, capped: string, free: string, n: number) =>
    chooseWeekMeals(
      userId,
      week,
      { splitDelivery: false, items: items(capped, free, n) },
      new Date(),
    );

  test("the last portions go to one customer; the next is refused", async () => {
    const { week, capped, free, orders } = await setup(3);
    await save(orders[0].s.userId, week, capped.id, free.id, 3);
    await expect(save(orders[1].s.userId, week, capped.id, free.id, 1)).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/sold out/),
    });
  });

  test("a cap set after the menu was read (and cached) applies to the next save", async () => {
    const { week, capped, free, orders } = await setup(100);
    await getWeekMenu(week); // cached with the old caps
    await setWeekMenu(week, [
      { dishId: free.id, isNew: false, sortingOrder: 0, cap: 2 },
      { dishId: capped.id, isNew: false, sortingOrder: 1, cap: 100 },
    ]);
    await expect(save(orders[0].s.userId, week, capped.id, free.id, 5)).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/sold out/),
    });
  });
});
