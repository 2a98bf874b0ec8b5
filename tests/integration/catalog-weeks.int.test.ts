// GET /api/weeks/current-week and /api/weeks/upcoming-week: ordering, isNew, deleted dishes, the
// Wednesday deadline (server clock set with x-test-now), and 404 for a week without a menu.
import { GET as currentWeek } from "@/app/api/weeks/current-week/route";
import { GET as upcomingWeek } from "@/app/api/weeks/upcoming-week/route";
import { invalidateCatalog, stopCatalogSync } from "@/lib/cache/catalog";
import {
  addWeeks,
  currentWeekStart,
  deliveryWeek,
  orderDeadline,
  upcomingWeekStart,
  ZONE,
  type IsoDate,
} from "@/lib/clock";
import { db } from "@/lib/db";
import { setWeekMenu } from "@/lib/menus/set-week-menu";
import type { WeekMenuDto } from "@/lib/menus/week-menu";
import { DateTime } from "luxon";
import { call } from "../helpers";

process.env.ALLOW_TEST_CLOCK = "1";

const at = (instant: Date) => ({ headers: { "x-test-now": instant.toISOString() } });

afterAll(async () => {
  await stopCatalogSync();
  await db.$disconnect();
});

function expectWellFormed(menu: WeekMenuDto, weekStart: string) {
  const week = deliveryWeek(weekStart);
  expect(menu.startDate).toBe(week.startDate);
  expect(menu.endDate).toBe(week.endDate);
  expect(menu.orderDeadline).toBe(week.orderDeadline.toISOString());
  const orders = menu.menus.map((m) => m.sortingOrder);
  expect(orders).toEqual([...orders].sort((a, b) => a - b));
  for (const item of menu.menus) expect(item.dish.isNew).toBe(item.isNew);
}

async function dishIds(count: number, skip = 0) {
  const dishes = await db.dish.findMany({
    where: { deletedAt: null },
    orderBy: { slug: "asc" },
    skip,
    take: count,
    select: { id: true },
  });
  return dishes.map((d) => d.id);
}

test("the current week's seeded menu is sorted, flags new dishes and has full dish facts", async () => {
  const now = new Date();
  const res = await call(currentWeek, "/api/weeks/current-week");
  expect(res.status).toBe(200);
  const menu: WeekMenuDto = res.json;
  expectWellFormed(menu, currentWeekStart(now));
  expect(menu.menus.length).toBeGreaterThanOrEqual(14);
  expect(menu.menus.some((m) => m.isNew)).toBe(true);
  expect(menu.menus.some((m) => !m.isNew)).toBe(true);
  expect(Object.keys(menu.menus[0].dish).sort()).toEqual(
    [
      "allergens",
      "calories",
      "carbs",
      "description",
      "fat",
      "id",
      "imageUrl",
      "ingredients",
      "isNew",
      "name",
      "protein",
      "slug",
      "splitDeliveryEligible",
      "tags",
    ].sort(),
  );
});

test("the upcoming week follows the real clock when no test clock is sent", async () => {
  const res = await call(upcomingWeek, "/api/weeks/upcoming-week");
  expect(res.status).toBe(200);
  expectWellFormed(res.json, upcomingWeekStart(new Date()));
});

/**
 * The week before the first one, 1100 or more weeks on, whose deadline (Wednesday) is still on
 * daylight time and whose Monday is not: past every week another file takes (freshWeek stays
 * under 910 weeks, whatever the run's date) and short of the 1500 weeks week-size keeps empty.
 */
function beforeDstEnds(): IsoDate {
  const first = addWeeks(currentWeekStart(new Date()), 1100);
  for (let n = 0; n < 53; n++) {
    const week = addWeeks(first, n);
    const monday = DateTime.fromISO(addWeeks(week, 1), { zone: ZONE });
    const deadline = DateTime.fromJSDate(orderDeadline(addWeeks(week, 1)), { zone: ZONE });
    if (deadline.offset > monday.offset) return week; // -4 h on daylight time, -5 h after
  }
  throw new Error("No week with the end of daylight time between its deadline and its Monday");
}

// A relative week, and the week whose deadline falls just before DST ends.
test.each([
  ["a future week", addWeeks(currentWeekStart(new Date()), 20)],
  ["the DST change", beforeDstEnds()],
])(
  "the upcoming week moves on one millisecond after the Wednesday deadline (%s)",
  async (_, base) => {
    const next = addWeeks(base, 1);
    const after = addWeeks(base, 2);
    const ids = await dishIds(8);
    // Listed out of order on purpose: the API sorts by sortingOrder.
    await setWeekMenu(next, [
      { dishId: ids[0], isNew: false, sortingOrder: 30 },
      { dishId: ids[1], isNew: true, sortingOrder: 10 },
      { dishId: ids[2], isNew: false, sortingOrder: 20 },
    ]);
    await setWeekMenu(after, [
      { dishId: ids[3], isNew: false, sortingOrder: 5 },
      { dishId: ids[4], isNew: true, sortingOrder: 1 },
    ]);
    const deadline = orderDeadline(next);

    const before = await call(
      upcomingWeek,
      "/api/weeks/upcoming-week",
      at(new Date(deadline.getTime() - 60_000)),
    );
    expect(before.status).toBe(200);
    expectWellFormed(before.json, next);
    expect(before.json.menus.map((m: { dish: { id: string } }) => m.dish.id)).toEqual([
      ids[1],
      ids[2],
      ids[0],
    ]);
    expect(before.json.menus.map((m: { isNew: boolean }) => m.isNew)).toEqual([true, false, false]);

    const atDeadline = await call(upcomingWeek, "/api/weeks/upcoming-week", at(deadline));
    expect(atDeadline.json.startDate).toBe(next);

    const later = await call(
      upcomingWeek,
      "/api/weeks/upcoming-week",
      at(new Date(deadline.getTime() + 1)),
    );
    expect(later.status).toBe(200);
    expectWellFormed(later.json, after);
    expect(later.json.menus.map((m: { dish: { id: string } }) => m.dish.id)).toEqual([
      ids[4],
      ids[3],
    ]);
  },
);

test("a week without a menu answers 404 with a clear message", async () => {
  const empty = addWeeks(currentWeekStart(new Date()), 40);
  const inside = new Date(deliveryWeek(empty).startsAt.getTime() + 3_600_000);
  const current = await call(currentWeek, "/api/weeks/current-week", at(inside));
  expect(current.status).toBe(404);
  expect(current.json).toEqual({
    statusCode: 404,
    message: expect.stringMatching(/has not been published yet/),
  });

  const upcoming = await call(upcomingWeek, "/api/weeks/upcoming-week", at(inside));
  expect(upcoming.status).toBe(404);
  expect(upcoming.json.message).toMatch(/menu for the week of .* has not been published yet/);
});

test("a deleted dish disappears from the menu", async () => {
  const week = addWeeks(currentWeekStart(new Date()), 30);
  const [keep] = await dishIds(1, 10);
  const doomed = await db.dish.create({
    data: {
      slug: `test-deleted-${Date.now()}`,
      name: "Discontinued Test Dish",
      description: "Made for a test.",
      protein: 30,
      carbs: 40,
      fat: 10,
      calories: 370,
      ingredients: "Test",
      imageUrl: "/dishes/butter-chicken.svg",
    },
  });
  await setWeekMenu(week, [
    { dishId: keep, isNew: false, sortingOrder: 1 },
    { dishId: doomed.id, isNew: true, sortingOrder: 2 },
  ]);
  const inWeekBefore = at(new Date(deliveryWeek(week).startsAt.getTime() + 60_000));
  const before = await call(currentWeek, "/api/weeks/current-week", inWeekBefore);
  expect(before.json.menus.map((m: { dish: { id: string } }) => m.dish.id)).toEqual([
    keep,
    doomed.id,
  ]);

  await db.dish.update({ where: { id: doomed.id }, data: { deletedAt: new Date() } });
  await invalidateCatalog("dishes");
  const after = await call(currentWeek, "/api/weeks/current-week", inWeekBefore);
  expect(after.json.menus.map((m: { dish: { id: string } }) => m.dish.id)).toEqual([keep]);
});
