// Split delivery as the plan's standing choice (issue 13): a week saved with or without split
// carries it to the weeks after, Account → Delivery sets it (clearing chosen meals like a new
// day), a plan size that can't split turns it off, and a week past its deadline is never touched.
// The clock is injected through `x-test-now` and the rule's `now` argument.
import { DateTime } from "luxon";
import * as oneWeek from "@/app/api/users/[userId]/orders/week/[weekStart]/route";
import * as weekList from "@/app/api/users/[userId]/orders/week/current-week/route";
import * as account from "@/app/api/users/[userId]/customer-account/route";
import * as user from "@/app/api/users/[userId]/route";
import { addWeeks, upcomingWeekStart, ZONE, type IsoDate } from "@/lib/clock";
import { db } from "@/lib/db";
import { deliveryDate } from "@/lib/delivery-schedule/windows";
import { startOrChangeSubscription } from "@/lib/subscriptions/start-subscription";
import { mealSelection, newSubscriber, planBySlugOrSize } from "../factories";
import { call } from "../helpers";

beforeAll(() => {
  process.env.ALLOW_TEST_CLOCK = "1";
});
afterAll(() => db.$disconnect());

const U = upcomingWeekStart(new Date());
const at = (weekStart: IsoDate, days: number, hour: number) =>
  DateTime.fromISO(weekStart, { zone: ZONE }).plus({ days }).set({ hour }).toISO() as string;
const MONDAY = at(U, -7, 10); // early in U's cycle
const THURSDAY_AFTER = at(U, -4, 7); // U's deadline has passed; U+1 is the upcoming week
const clock = (iso: string) => ({ "x-test-now": iso });
const bothDays = (week: IsoDate) => [week, deliveryDate(week, "THURSDAY")];

const selection = mealSelection;

const choose = (who: Who, weekStart: IsoDate, body: unknown, now = MONDAY) =>
  call(oneWeek.PUT, `/api/users/${who.userId}/orders/week/${weekStart}`, {
    method: "PUT",
    token: who.token,
    params: { userId: who.userId, weekStart },
    body,
    headers: clock(now),
  });
const weeks = (who: Who, now = MONDAY) =>
  call(weekList.GET, `/api/users/${who.userId}/orders/week/current-week`, {
    token: who.token,
    params: who.params,
    headers: clock(now),
  });
const putUser = (who: Who, body: unknown, now = MONDAY) =>
  call(user.PUT, `/api/users/${who.userId}`, {
    method: "PUT",
    token: who.token,
    params: who.params,
    body,
    headers: clock(now),
  });
const standing = async (who: Who) =>
  (
    await db.subscription.findFirstOrThrow({
      where: { userId: who.userId },
      select: { splitDelivery: true },
    })
  ).splitDelivery;
type Who = Awaited<ReturnType<typeof newSubscriber>>;
type WeekRow = { startDate: IsoDate; deliveryDates: IsoDate[] };
type SavedWeek = WeekRow & {
  weekId: string;
  order: { items: { name: string; slot: string }[] };
};
const datesOf = (list: { weeks: WeekRow[] }, week: IsoDate) =>
  list.weeks.find((w) => w.startDate === week)?.deliveryDates;

describe("split delivery is the plan's standing choice", () => {
  test("a week saved with split carries it to the weeks after; saving without turns it off", async () => {
    const who = await newSubscriber(8, new Date(MONDAY));
    const next = addWeeks(U, 1);
    expect((await choose(who, U, await selection(U, 8, true))).status).toBe(200);
    expect(await standing(who)).toBe(true);

    const list = (await weeks(who)).json;
    expect(list.plan.splitDelivery).toBe(true);
    // The saved week names its row and lists the Monday half first, each half by dish name.
    const saved = (list.weeks as SavedWeek[]).find((w) => w.startDate === U)!;
    const week = await db.week.findFirstOrThrow({ where: { startDate: new Date(U) } });
    expect(saved.weekId).toBe(week.id);
    const halves = ["MONDAY", "THURSDAY"].map((slot) =>
      saved.order.items.filter((item) => item.slot === slot).map((item) => item.name),
    );
    expect(halves.every((names) => names.length > 0)).toBe(true);
    expect(saved.order.items.map((item) => item.name)).toEqual(
      halves.flatMap((names) => [...names].sort((a, b) => a.localeCompare(b, "en"))),
    );
    expect(datesOf(list, next)).toEqual(bothDays(next));
    expect(datesOf(list, addWeeks(U, 3))).toEqual(bothDays(addWeeks(U, 3)));

    // The week after, saved on Monday only, turns it off for later weeks; U keeps its halves.
    expect((await choose(who, next, await selection(next, 8, false))).status).toBe(200);
    expect(await standing(who)).toBe(false);
    const after = (await weeks(who)).json;
    expect(datesOf(after, U)).toEqual(bothDays(U));
    expect(datesOf(after, addWeeks(U, 2))).toEqual([addWeeks(U, 2)]);
  });

  test("a week past its deadline keeps what it had (injected clock)", async () => {
    const who = await newSubscriber(8, new Date(MONDAY));
    const next = addWeeks(U, 1);
    // An open order for U with no meals yet (the chef will pick them at the rollover).
    expect((await choose(who, U, await selection(U, 8, false))).status).toBe(200);
    await db.orderItem.deleteMany({ where: { order: { userId: who.userId } } });

    // Thursday after U's deadline: saving U+1 with split must not touch U any more.
    const res = await choose(who, next, await selection(next, 8, true), THURSDAY_AFTER);
    expect(res.status).toBe(200);
    const orders = await db.weeklyOrder.findMany({
      where: { userId: who.userId },
      select: { splitDelivery: true, week: { select: { startDate: true } } },
      orderBy: { week: { startDate: "asc" } },
    });
    expect(orders.map((o) => o.splitDelivery)).toEqual([false, true]);
    expect(await standing(who)).toBe(true);
  });

  test("Account → Delivery turns split on (clearing chosen meals) and shows both days", async () => {
    const who = await newSubscriber(8, new Date(MONDAY));
    expect((await choose(who, U, await selection(U, 8, false))).status).toBe(200);
    const res = await putUser(who, { splitDelivery: true });
    expect(res.status).toBe(200);
    expect(res.json.mealsCleared).toBe(true);
    expect(await standing(who)).toBe(true);
    const order = await db.weeklyOrder.findFirstOrThrow({
      where: { userId: who.userId },
      select: { splitDelivery: true, _count: { select: { items: true } } },
    });
    expect(order).toEqual({ splitDelivery: true, _count: { items: 0 } });

    const page = await call(account.GET, `/api/users/${who.userId}/customer-account`, {
      token: who.token,
      params: who.params,
      headers: clock(MONDAY),
    });
    expect(page.json.deliverySchedule).toMatchObject({
      splitDelivery: true,
      splitRule: { available: true },
    });
    // Saving the same value again clears nothing.
    expect((await putUser(who, { splitDelivery: true })).json.mealsCleared).toBe(false);
  });

  test("a plan that can't split: Account refuses it with the reason; a smaller plan turns it off", async () => {
    const six = await newSubscriber(6, new Date(MONDAY));
    const refused = await putUser(six, { splitDelivery: true });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(
      "Split delivery needs a plan of 8 or more meals, so each delivery gets half.",
    );
    expect(refused.json.errors[0].property).toBe("splitDelivery");

    const who = await newSubscriber(8, new Date(MONDAY));
    expect((await putUser(who, { splitDelivery: true })).status).toBe(200);
    const smaller = await planBySlugOrSize(6);
    await startOrChangeSubscription(who.userId, smaller.id, new Date(MONDAY));
    expect(await standing(who)).toBe(false);
    const list = (await weeks(who)).json;
    expect(datesOf(list, U)).toEqual([U]);
  });

  test("bad input is a 400", async () => {
    const who = await newSubscriber(8, new Date(MONDAY));
    const res = await putUser(who, { splitDelivery: "yes" });
    expect(res.status).toBe(400);
    expect(res.json.errors[0].property).toBe("splitDelivery");
  });
});
