// The first-order saving a customer's earliest open week carries (WELCOME50: 50 % off the first
// order), as the Meals page's skip confirmation and the Plan tab's pause preview name it: there
// while no order has reached the charge, gone once one has, and on the earliest open week only.
import * as account from "@/app/api/users/[userId]/customer-account/route";
import * as weekList from "@/app/api/users/[userId]/orders/week/current-week/route";
import { addWeeks, upcomingWeekStart } from "@/lib/clock";
import { db } from "@/lib/db";
import { call, pinRequestInstantPerTest, testInstant } from "../helpers";
import { orderFor, subscriber } from "./customer-a-fixtures";

afterAll(() => db.$disconnect());
// Each test works out its weeks at the instant its requests run at (testInstant): begun at
// Wednesday 11:59:59 PM (a CI date run), a slow one crossed the deadline between the two.
pinRequestInstantPerTest();

const weeks = (userId: string, token: string) =>
  call(weekList.GET, `/api/users/${userId}/orders/week/current-week`, {
    token,
    params: { userId },
  });
const accountOf = (userId: string, token: string) =>
  call(account.GET, `/api/users/${userId}/customer-account`, { token, params: { userId } });

test("a first-order coupon: the saving waits on the earliest open week until an order is charged", async () => {
  const s = await subscriber();
  const coupon = await db.coupon.findUniqueOrThrow({ where: { code: "WELCOME50" } });
  await db.couponRedemption.create({ data: { couponId: coupon.id, userId: s.userId } });
  const upcoming = upcomingWeekStart(testInstant());
  await orderFor(s, addWeeks(upcoming, 1), "OPEN");
  await orderFor(s, upcoming, "OPEN");
  const half = Math.round((s.plan.mealsPerWeek * s.plan.pricePerMealCents) / 2);

  const before = await weeks(s.userId, s.token);
  expect(before.status).toBe(200);
  expect(before.json.firstOrderSaving).toEqual({ weekStart: upcoming, cents: half });
  const plan = await accountOf(s.userId, s.token);
  expect(plan.status).toBe(200);
  expect(plan.json.pause.preview.firstOrderPromoCents).toBe(half);

  // An earlier week reached the charge: no order is the first any more.
  await orderFor(s, addWeeks(upcoming, -2), "PAID");
  expect((await weeks(s.userId, s.token)).json.firstOrderSaving).toBeNull();
  expect((await accountOf(s.userId, s.token)).json.pause.preview.firstOrderPromoCents).toBe(0);
});

test("without a first-order coupon there is no saving to move", async () => {
  const s = await subscriber();
  await orderFor(s, upcomingWeekStart(testInstant()), "OPEN");
  expect((await weeks(s.userId, s.token)).json.firstOrderSaving).toBeNull();
});

test("the pause preview lists each open week still before its deadline, with its dishes by name", async () => {
  const s = await subscriber();
  const upcoming = upcomingWeekStart(testInstant());
  await orderFor(s, addWeeks(upcoming, -1), "OPEN"); // this week: its deadline has passed
  await orderFor(s, addWeeks(upcoming, 1), "OPEN");
  await orderFor(s, upcoming, "OPEN");
  await orderFor(s, addWeeks(upcoming, 2), "SKIPPED");
  // orderFor's meals: two each of the first four dishes by slug.
  const dishes = await db.dish.findMany({ orderBy: { slug: "asc" }, take: 4 });
  const lines = dishes
    .map((d) => d.name)
    .sort()
    .map((name) => `2 × ${name}`);

  const res = await accountOf(s.userId, s.token);
  expect(res.json.pause.preview.weeks).toEqual([
    { weekStart: upcoming, dishes: lines },
    { weekStart: addWeeks(upcoming, 1), dishes: lines },
  ]);
});
