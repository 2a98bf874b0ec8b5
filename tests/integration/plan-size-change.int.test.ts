// A new plan size keeps the meals that still fit (issue 27: 8 → 10 meals erased the week's 8
// chosen meals, silently). POST /api/users/{userId}/subscription answers what it did to each open
// week; the weeks list then shows the kept meals of the bigger box. Clock injected.
import { DateTime } from "luxon";
import * as oneWeek from "@/app/api/users/[userId]/orders/week/[weekStart]/route";
import * as subscription from "@/app/api/users/[userId]/subscription/route";
import { addWeeks, upcomingWeekStart, ZONE, type IsoDate } from "@/lib/clock";
import { db } from "@/lib/db";
import { mealSelection, newSubscriber, planBySlugOrSize } from "../factories";
import { call } from "../helpers";

beforeAll(() => {
  process.env.ALLOW_TEST_CLOCK = "1";
});
afterAll(() => db.$disconnect());

const U = upcomingWeekStart(new Date());
const MONDAY = DateTime.fromISO(U, { zone: ZONE }).minus({ days: 7 }).set({ hour: 10 }).toISO()!;
type Who = Awaited<ReturnType<typeof newSubscriber>>;

const choose = (who: Who, weekStart: IsoDate, body: unknown) =>
  call(oneWeek.PUT, `/api/users/${who.userId}/orders/week/${weekStart}`, {
    method: "PUT",
    token: who.token,
    params: { userId: who.userId, weekStart },
    body,
    headers: { "x-test-now": MONDAY },
  });
const changePlan = (who: Who, planId: string, keep?: unknown) =>
  call(subscription.POST, `/api/users/${who.userId}/subscription`, {
    method: "POST",
    token: who.token,
    params: who.params,
    body: keep === undefined ? { planId } : { planId, keep },
    headers: { "x-test-now": MONDAY },
  });
const chosenIn = async (who: Who, weekStart: IsoDate) => {
  const order = await db.weeklyOrder.findFirstOrThrow({
    where: { userId: who.userId, week: { startDate: new Date(weekStart) } },
    select: { mealsCount: true, items: { select: { quantity: true } } },
  });
  return { size: order.mealsCount, chosen: order.items.reduce((n, i) => n + i.quantity, 0) };
};

test("8 → 10 meals keeps the 8 chosen: 2 more to choose, nothing erased", async () => {
  const who = await newSubscriber(8, new Date(MONDAY));
  expect((await choose(who, U, await mealSelection(U, 8))).status).toBe(200);
  const ten = await planBySlugOrSize(10);

  const res = await changePlan(who, ten.id);
  expect(res.status).toBe(200);
  expect(res.json.planId).toBe(ten.id);
  expect(res.json.resizedWeeks).toContainEqual({
    weekStart: U,
    effect: { kind: "keep", chosen: 8, toChoose: 2 },
  });
  expect(await chosenIn(who, U)).toEqual({ size: 10, chosen: 8 });

  // The box can be completed with the difference.
  expect((await choose(who, U, await mealSelection(U, 10))).status).toBe(200);
  expect(await chosenIn(who, U)).toEqual({ size: 10, chosen: 10 });
});

test("10 → 8 meals: too many for the box, so that week's meals are cleared and said so", async () => {
  const who = await newSubscriber(10, new Date(MONDAY));
  const next = addWeeks(U, 1);
  expect((await choose(who, next, await mealSelection(next, 10))).status).toBe(200);
  const eight = await planBySlugOrSize(8);

  const res = await changePlan(who, eight.id);
  expect(res.status).toBe(200);
  expect(res.json.resizedWeeks).toContainEqual({
    weekStart: next,
    effect: { kind: "clear", chosen: 10 },
  });
  expect(await chosenIn(who, next)).toEqual({ size: 8, chosen: 0 });
});

test("10 → 6 meals with the meals to keep: those six stay, the rest go (issue 38: all were cleared)", async () => {
  const who = await newSubscriber(10, new Date(MONDAY));
  const week = addWeeks(U, 2);
  const ten = await mealSelection(week, 10);
  expect((await choose(who, week, ten)).status).toBe(200);
  const six = await planBySlugOrSize(6);
  // The last six chosen, not the first.
  const keep = ten.items.slice(4).map(({ dishId, slot, quantity }) => ({ dishId, slot, quantity }));

  // Seven to keep in a box of six is refused, and nothing changes.
  const tooMany = ten.items
    .slice(3)
    .map(({ dishId, slot, quantity }) => ({ dishId, slot, quantity }));
  const refused = await changePlan(who, six.id, [{ weekStart: week, items: tooMany }]);
  expect(refused.status).toBe(400);
  expect(refused.json.message).toBe("Keep at most 6 meals.");
  expect(await chosenIn(who, week)).toEqual({ size: 10, chosen: 10 });
  // A dish that was not chosen cannot be kept.
  const stranger = [{ dishId: ten.items[0].dishId, slot: "MONDAY", quantity: 1 }];
  expect((await changePlan(who, six.id, [{ weekStart: week, items: stranger }])).status).toBe(400);

  const res = await changePlan(who, six.id, [{ weekStart: week, items: keep }]);
  expect(res.status).toBe(200);
  expect(res.json.resizedWeeks).toContainEqual({
    weekStart: week,
    effect: { kind: "keep", chosen: 6, toChoose: 0 },
  });
  const order = await db.weeklyOrder.findFirstOrThrow({
    where: { userId: who.userId, week: { startDate: new Date(week) } },
    select: { mealsCount: true, items: { select: { dishId: true } } },
  });
  expect(order.mealsCount).toBe(6);
  expect(order.items.map((i) => i.dishId).sort()).toEqual(keep.map((k) => k.dishId).sort());
});
