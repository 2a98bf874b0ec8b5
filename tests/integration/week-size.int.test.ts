// A box size for one week only (issue 27): PUT /api/users/{userId}/orders/week/{weekStart}/size.
// The week's order takes the plan row of that size, so the meal picker, the price and the split
// rule follow it; the plan and the weeks after stay. Clock injected with `x-test-now`.
import { DateTime } from "luxon";
import * as oneWeek from "@/app/api/users/[userId]/orders/week/[weekStart]/route";
import * as size from "@/app/api/users/[userId]/orders/week/[weekStart]/size/route";
import * as weeks from "@/app/api/users/[userId]/orders/week/current-week/route";
import * as subscription from "@/app/api/users/[userId]/subscription/route";
import { addWeeks, upcomingWeekStart, ZONE, type IsoDate } from "@/lib/clock";
import { db } from "@/lib/db";
import type { CustomerWeekDto, CustomerWeeksDto } from "@/lib/meals/dto";
import { mealSelection, newCustomer, newSubscriber, planBySlugOrSize } from "../factories";
import { call } from "../helpers";

beforeAll(() => {
  process.env.ALLOW_TEST_CLOCK = "1";
});
afterAll(() => db.$disconnect());

const U = upcomingWeekStart(new Date());
const at = (days: number, hour: number, minute = 0) =>
  DateTime.fromISO(U, { zone: ZONE }).plus({ days }).set({ hour, minute }).toISO()!;
const MONDAY = at(-7, 10);
const LAST_MINUTE = at(-5, 23, 59); // Wednesday 11:59 PM: still open
const AFTER = at(-4, 7); // Thursday 7 AM: U is locked
const MAINTENANCE = at(-4, 3);
type Who = { userId: string; token: string };

const setSize = (who: Who, weekStart: IsoDate, body: unknown, now = MONDAY, token = who.token) =>
  call(size.PUT, `/api/users/${who.userId}/orders/week/${weekStart}/size`, {
    method: "PUT",
    token,
    params: { userId: who.userId, weekStart },
    body,
    headers: { "x-test-now": now },
  });
const choose = (who: Who, weekStart: IsoDate, body: unknown) =>
  call(oneWeek.PUT, `/api/users/${who.userId}/orders/week/${weekStart}`, {
    method: "PUT",
    token: who.token,
    params: { userId: who.userId, weekStart },
    body,
    headers: { "x-test-now": MONDAY },
  });
const listWeeks = async (who: Who) =>
  (
    await call(weeks.GET, `/api/users/${who.userId}/orders/week/current-week`, {
      token: who.token,
      params: { userId: who.userId },
      headers: { "x-test-now": MONDAY },
    })
  ).json as CustomerWeeksDto;
const weekIn = (list: CustomerWeeksDto, start: IsoDate) =>
  list.weeks.find((w) => w.startDate === start) as CustomerWeekDto;
const orderIn = (who: Who, weekStart: IsoDate) =>
  db.weeklyOrder.findFirst({
    where: { userId: who.userId, week: { startDate: new Date(weekStart) } },
    select: {
      planId: true,
      mealsCount: true,
      splitDelivery: true,
      items: { select: { quantity: true } },
    },
  });
const chosen = (items: { quantity: number }[]) => items.reduce((n, i) => n + i.quantity, 0);

async function admin() {
  const boss = await newCustomer();
  const role = await db.role.findUniqueOrThrow({ where: { slug: "admin" } });
  await db.userRole.create({ data: { userId: boss.userId, roleId: role.id } });
  return boss;
}

describe("a box size for one week", () => {
  test("12 meals for one week: the picker, the price and the order follow; the plan and the next week stay", async () => {
    const who = await newSubscriber(6, new Date(MONDAY));
    const twelve = await planBySlugOrSize(12);
    const res = await setSize(who, U, { mealsPerWeek: 12 });
    expect(res.status).toBe(200);
    const week = res.json as CustomerWeekDto;
    expect(week.box).toEqual({
      mealsPerWeek: 12,
      pricePerMealCents: twelve.pricePerMealCents,
      thisWeekOnly: true,
    });
    expect(week.price?.subtotalCents).toBe(12 * twelve.pricePerMealCents);
    expect(await orderIn(who, U)).toMatchObject({ planId: twelve.id, mealsCount: 12 });

    // The plan is untouched; the week after is a 6-meal box at the 6-meal price.
    const sub = await db.subscription.findFirstOrThrow({ where: { userId: who.userId } });
    expect(sub.planId).toBe(who.plan.id);
    const list = await listWeeks(who);
    expect(weekIn(list, U).box?.mealsPerWeek).toBe(12);
    const next = weekIn(list, addWeeks(U, 1));
    expect(next.box).toEqual({
      mealsPerWeek: 6,
      pricePerMealCents: who.plan.pricePerMealCents,
      thisWeekOnly: false,
    });
    expect(next.price?.subtotalCents).toBe(6 * who.plan.pricePerMealCents);

    // The meal save takes 12 for that week, and refuses the plan's 6.
    const six = await choose(who, U, await mealSelection(U, 6));
    expect(six.status).toBe(400);
    expect(six.json.message).toContain("Choose exactly 12 meals");
    const saved = await choose(who, U, await mealSelection(U, 12));
    expect(saved.status).toBe(200);
    expect(saved.json.box.mealsPerWeek).toBe(12);
    expect(await orderIn(who, U)).toMatchObject({ planId: twelve.id, mealsCount: 12 });
  });

  test("smaller again keeps the meals that fit; back to the plan's size ends the week's own size", async () => {
    const who = await newSubscriber(8, new Date(MONDAY));
    expect((await choose(who, U, await mealSelection(U, 8))).status).toBe(200);
    const up = await setSize(who, U, { mealsPerWeek: 10 });
    expect(up.status).toBe(200);
    expect(chosen((await orderIn(who, U))!.items)).toBe(8); // kept: 2 more to choose
    const down = await setSize(who, U, { mealsPerWeek: 6 });
    expect(down.status).toBe(200);
    expect(chosen((await orderIn(who, U))!.items)).toBe(0); // 8 don't fit in 6: cleared
    const back = await setSize(who, U, { mealsPerWeek: 8 });
    expect(back.status).toBe(200);
    expect(back.json.box).toMatchObject({ mealsPerWeek: 8, thisWeekOnly: false });
    expect(await orderIn(who, U)).toMatchObject({ planId: who.plan.id, mealsCount: 8 });
  });

  test("the plan's size on a week without an order changes nothing", async () => {
    const who = await newSubscriber(8, new Date(MONDAY));
    const res = await setSize(who, addWeeks(U, 2), { mealsPerWeek: 8 });
    expect(res.status).toBe(200);
    expect(await orderIn(who, addWeeks(U, 2))).toBeNull();
  });

  test("split delivery follows the week's size: a 6-meal week is never split", async () => {
    const who = await newSubscriber(8, new Date(MONDAY));
    expect((await choose(who, U, await mealSelection(U, 8, true))).status).toBe(200);
    expect((await orderIn(who, U))?.splitDelivery).toBe(true);
    expect((await setSize(who, U, { mealsPerWeek: 6 })).status).toBe(200);
    expect(await orderIn(who, U)).toMatchObject({ splitDelivery: false, mealsCount: 6 });
    const split = await choose(who, U, await mealSelection(U, 6, true));
    expect(split.status).toBe(400);
    expect(split.json.message).toContain("Split delivery needs a plan of 8 or more meals");

    // A 12-meal week of a 6-meal plan may be split.
    const small = await newSubscriber(6, new Date(MONDAY));
    expect((await setSize(small, U, { mealsPerWeek: 12 })).status).toBe(200);
    const halves = await choose(small, U, await mealSelection(U, 12, true));
    expect(halves.status).toBe(200);
    expect((await orderIn(small, U))?.splitDelivery).toBe(true);
  });

  test("a plan change keeps a week's own size", async () => {
    const who = await newSubscriber(6, new Date(MONDAY));
    expect((await setSize(who, U, { mealsPerWeek: 12 })).status).toBe(200);
    const ten = await planBySlugOrSize(10);
    const changed = await call(subscription.POST, `/api/users/${who.userId}/subscription`, {
      method: "POST",
      token: who.token,
      params: { userId: who.userId },
      body: { planId: ten.id },
      headers: { "x-test-now": MONDAY },
    });
    expect(changed.status).toBe(200);
    expect((await orderIn(who, U))?.mealsCount).toBe(12);
    const list = await listWeeks(who);
    expect(weekIn(list, addWeeks(U, 1)).box?.mealsPerWeek).toBe(10);
  });

  test("until the deadline only: the last minute is fine, after it a 409 naming it", async () => {
    const who = await newSubscriber(8, new Date(MONDAY));
    expect((await setSize(who, U, { mealsPerWeek: 10 }, LAST_MINUTE)).status).toBe(200);
    const late = await setSize(who, U, { mealsPerWeek: 12 }, AFTER);
    expect(late.status).toBe(409);
    expect(late.json.message).toContain("The order deadline for this week was Wednesday");
    expect((await orderIn(who, U))?.mealsCount).toBe(10);
    // The maintenance window refuses customer changes with 503.
    expect((await setSize(who, addWeeks(U, 1), { mealsPerWeek: 12 }, MAINTENANCE)).status).toBe(
      503,
    );
  });

  test("a paused plan cannot change a week's size", async () => {
    const who = await newSubscriber(8, new Date(MONDAY));
    await db.subscription.updateMany({
      where: { userId: who.userId },
      data: { status: "PAUSED", pausedAt: new Date(MONDAY) },
    });
    const res = await setSize(who, U, { mealsPerWeek: 12 });
    expect(res.status).toBe(409);
    expect(res.json.message).toContain("Your plan is paused");
  });
});

describe("bad input", () => {
  test.each([
    ["no size", {}, "mealsPerWeek"],
    ["a string", { mealsPerWeek: "12" }, "mealsPerWeek"],
    ["a fraction", { mealsPerWeek: 7.5 }, "mealsPerWeek"],
    ["zero", { mealsPerWeek: 0 }, "mealsPerWeek"],
    ["an unknown field", { mealsPerWeek: 12, planId: "x" }, "body"],
  ])("%s is a 400 in the validation shape", async (_name, body, property) => {
    const who = await newSubscriber(8, new Date(MONDAY));
    const res = await setSize(who, U, body);
    expect(res.status).toBe(400);
    expect(res.json.statusCode).toBe(400);
    expect(res.json.errors[0].property).toBe(property);
    expect(await orderIn(who, U)).toBeNull();
  });

  test("a size no plan offers is a 400 listing the sizes", async () => {
    const who = await newSubscriber(8, new Date(MONDAY));
    const res = await setSize(who, U, { mealsPerWeek: 7 });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([
      {
        property: "mealsPerWeek",
        constraints: { boxSize: "Choose one of the box sizes: 6, 8, 10 or 12 meals." },
      },
    ]);
  });

  test("a day that is not a Monday is a 400; a week without a menu is a 404", async () => {
    const who = await newSubscriber(8, new Date(MONDAY));
    const tuesday = DateTime.fromISO(U).plus({ days: 1 }).toISODate()!;
    expect((await setSize(who, tuesday, { mealsPerWeek: 12 })).status).toBe(400);
    // Far ahead: no other file publishes a menu that far (freshWeek stays under 910 weeks).
    expect((await setSize(who, addWeeks(U, 1500), { mealsPerWeek: 12 })).status).toBe(404);
  });
});

describe("who may", () => {
  test("anonymous 401, another customer 403, an admin may; an unknown user has no plan", async () => {
    const who = await newSubscriber(8, new Date(MONDAY));
    const stranger = await newCustomer();
    const boss = await admin();
    const anonymous = await call(size.PUT, `/api/users/${who.userId}/orders/week/${U}/size`, {
      method: "PUT",
      params: { userId: who.userId, weekStart: U },
      body: { mealsPerWeek: 12 },
      headers: { "x-test-now": MONDAY },
    });
    expect(anonymous.status).toBe(401);
    expect((await setSize(who, U, { mealsPerWeek: 12 }, MONDAY, stranger.token)).status).toBe(403);
    expect(await orderIn(who, U)).toBeNull();
    expect((await setSize(who, U, { mealsPerWeek: 12 }, MONDAY, boss.token)).status).toBe(200);
    expect((await orderIn(who, U))?.mealsCount).toBe(12);
    const unknown = await setSize({ userId: "no-such-user", token: boss.token }, U, {
      mealsPerWeek: 12,
    });
    expect(unknown.status).toBe(409);
  });

  test("a customer without a plan is told to choose one", async () => {
    const who = await newCustomer({ withSchedule: true });
    const res = await setSize(who, U, { mealsPerWeek: 12 });
    expect(res.status).toBe(409);
    expect(res.json.message).toContain("You don't have an active plan");
  });
});
