// The meals page's calls and the plan's status changes (issue 5, slice B), against a real database
// with the clock injected through `x-test-now`.
import { DateTime } from "luxon";
import * as orderWeek from "@/app/api/orders/week/[weekId]/route";
import * as oneWeek from "@/app/api/users/[userId]/orders/week/[weekStart]/route";
import * as weekList from "@/app/api/users/[userId]/orders/week/current-week/route";
import * as subscription from "@/app/api/users/[userId]/subscription/route";
import { createSession } from "@/lib/auth/sessions";
import { addWeeks, dateColumn, upcomingWeekStart, ZONE, type IsoDate } from "@/lib/clock";
import { db } from "@/lib/db";
import { deliveryDate } from "@/lib/delivery-schedule/windows";
import { getWeekMenu } from "@/lib/menus/week-menu";
import { earliestResumeDate } from "@/lib/subscriptions/pause-rules";
import { resumeIfDue } from "@/lib/subscriptions/update-status";
import { mealSelection, newCustomer, newSubscriber } from "../factories";
import { call } from "../helpers";

beforeAll(() => {
  process.env.ALLOW_TEST_CLOCK = "1";
});
afterAll(() => db.$disconnect());

// U is the upcoming week when the seed ran; every instant below lies in U's cycle or just after.
const U = upcomingWeekStart(new Date());
const at = (weekStart: IsoDate, days: number, hour: number, minute = 0, second = 0) =>
  DateTime.fromISO(weekStart, { zone: ZONE })
    .plus({ days })
    .set({ hour, minute, second })
    .toISO() as string;
const MONDAY = at(U, -7, 10); // early in the cycle
const LAST_SECOND = at(U, -5, 23, 59, 30); // Wednesday 11:59:30 PM: still allowed
const AFTER = at(U, -4, 7); // Thursday 7 AM: U is locked, outside the maintenance window
const MAINTENANCE = at(U, -4, 3); // Thursday 3 AM
const clock = (iso: string) => ({ "x-test-now": iso });
const deadlineText = (weekStart: IsoDate) =>
  DateTime.fromISO(weekStart, { zone: ZONE })
    .minus({ days: 5 })
    .toFormat("cccc, LLLL d 'at' '11:59 PM'");

function subscriber(mealsPerWeek = 8) {
  return newSubscriber(mealsPerWeek, new Date(MONDAY));
}

async function admin() {
  const customer = await newCustomer();
  const role = await db.role.findUniqueOrThrow({ where: { slug: "admin" } });
  await db.userRole.create({ data: { userId: customer.userId, roleId: role.id } });
  return customer;
}

const selection = mealSelection;

function listWeeks(userId: string, token: string, now = MONDAY) {
  return call(weekList.GET, `/api/users/${userId}/orders/week/current-week`, {
    token,
    params: { userId },
    headers: clock(now),
  });
}

function chooseMeals(
  userId: string,
  token: string,
  weekStart: IsoDate,
  body: unknown,
  now = MONDAY,
) {
  return call(oneWeek.PUT, `/api/users/${userId}/orders/week/${weekStart}`, {
    method: "PUT",
    token,
    params: { userId, weekStart },
    body,
    headers: clock(now),
  });
}

function toggle(token: string | undefined, weekId: string, now = MONDAY) {
  return call(orderWeek.PATCH, `/api/orders/week/${weekId}`, {
    method: "PATCH",
    token,
    params: { weekId },
    headers: clock(now),
  });
}

function setStatus(userId: string, token: string, body: unknown, now = MONDAY) {
  return call(subscription.PUT, `/api/users/${userId}/subscription`, {
    method: "PUT",
    token,
    params: { userId },
    body,
    headers: clock(now),
  });
}

async function weekId(weekStart: IsoDate) {
  const week = await db.week.findUniqueOrThrow({
    where: { startDate: new Date(`${weekStart}T00:00:00.000Z`) },
  });
  return week.id;
}

async function orderStatus(userId: string, weekStart: IsoDate) {
  const order = await db.weeklyOrder.findFirst({
    where: { userId, week: { startDate: new Date(`${weekStart}T00:00:00.000Z`) } },
    select: { status: true },
  });
  return order?.status ?? null;
}

describe("GET /api/users/{userId}/orders/week/current-week", () => {
  test("anonymous 401, another customer 403, the owner and an admin 200", async () => {
    const owner = await subscriber();
    const stranger = await newCustomer();
    const boss = await admin();
    const path = `/api/users/${owner.userId}/orders/week/current-week`;
    const params = owner.params;
    expect((await call(weekList.GET, path, { params })).status).toBe(401);
    expect((await call(weekList.GET, path, { params, token: stranger.token })).status).toBe(403);
    expect((await listWeeks(owner.userId, owner.token)).status).toBe(200);
    expect((await call(weekList.GET, path, { params, token: boss.token })).status).toBe(200);
  });

  test("the latest locked week, then the upcoming week and 4 more, decided on the server", async () => {
    const { userId, token, plan } = await subscriber();
    const res = await listWeeks(userId, token);
    expect(res.status).toBe(200);
    const body = res.json;
    expect(body.upcomingWeekStart).toBe(U);
    expect(body.plan).toMatchObject({ status: "ACTIVE", planId: plan.id, mealsPerWeek: 8 });
    expect(body.splitDelivery).toEqual({ available: true });
    expect(body.weeks.map((w: { startDate: string }) => w.startDate)).toEqual(
      [-1, 0, 1, 2, 3, 4].map((n) => addWeeks(U, n)),
    );
    const [locked, upcoming] = body.weeks;
    expect(locked).toMatchObject({ editable: false, beforeDeadline: false, status: "NOT_STARTED" });
    expect(upcoming).toMatchObject({
      status: "OPEN",
      editable: true,
      needsMeals: true,
      chefsChoice: true,
      order: null,
      deadlineLabel: deadlineText(U),
      deliveryDates: [U],
      deliveryWindow: "4:00 PM – 8:00 PM",
    });
    expect(upcoming.weekId).toEqual(await weekId(U));
    expect(upcoming.menu.length).toBeGreaterThanOrEqual(14);
    // Each line names its dish; the dish itself is sent once, in `dishes` (packed-weeks.ts).
    const line = upcoming.menu[0];
    expect(line).toMatchObject({ dishId: expect.any(String), isNew: expect.any(Boolean) });
    expect(line).not.toHaveProperty("dish");
    expect(body.dishes[line.dishId]).toHaveProperty("allergens");
    expect(body.dishes[line.dishId]).not.toHaveProperty("isNew");
    const lines = body.weeks.flatMap((w: { menu: { dishId: string }[] | null }) => w.menu ?? []);
    expect(Object.keys(body.dishes).sort()).toEqual(
      [...new Set(lines.map((l: { dishId: string }) => l.dishId))].sort(),
    );
  });

  test("after the deadline the week is read-only and the next one is upcoming", async () => {
    const { userId, token } = await subscriber();
    expect((await chooseMeals(userId, token, U, await selection(U, 8))).status).toBe(200);
    const res = await listWeeks(userId, token, AFTER);
    expect(res.json.upcomingWeekStart).toBe(addWeeks(U, 1));
    expect(res.json.weeks[0]).toMatchObject({ startDate: U, status: "OPEN", editable: false });
    expect(res.json.weeks[0].order.items).toHaveLength(8);
    expect(res.json.weeks[1]).toMatchObject({ editable: true, needsMeals: true });
  });
});

describe("choosing a week's meals", () => {
  test("up to the deadline's last second, with the sign-up's rules", async () => {
    const { userId, token } = await subscriber();
    const week = addWeeks(U, 1);
    const res = await chooseMeals(userId, token, U, await selection(U, 8), LAST_SECOND);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ startDate: U, status: "OPEN", needsMeals: false });
    expect(res.json.order.items).toHaveLength(8);

    const short = await chooseMeals(userId, token, week, await selection(week, 5));
    expect(short.status).toBe(400);
    expect(short.json.message).toBe("Choose exactly 8 meals for your plan (you chose 5).");

    const changed = await chooseMeals(userId, token, U, await selection(U, 8, true));
    expect(changed.status).toBe(200);
    expect(changed.json.order.splitDelivery).toBe(true);
    expect(changed.json.deliveryDates).toEqual([U, deliveryDate(U, "THURSDAY")]);
  });

  test("split delivery refuses a dish that cannot be split, naming it", async () => {
    const { userId, token } = await subscriber();
    const menu = await getWeekMenu(U);
    const unsplittable = menu?.menus.find((m) => !m.dish.splitDeliveryEligible)?.dish;
    // Every seeded week has one (lib/seed/seed-data.test.ts); without it this test proves nothing.
    if (!unsplittable) throw new Error(`The menu of ${U} has no dish that cannot be split`);
    const body = await selection(U, 8, true);
    body.items[0] = { dishId: unsplittable.id, quantity: 1, slot: "MONDAY" };
    const res = await chooseMeals(userId, token, U, body);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(
      `${unsplittable.name} can't be part of a split delivery. Choose another meal or turn off split delivery.`,
    );
  });

  test("a 6-meal plan cannot split", async () => {
    const { userId, token } = await subscriber(6);
    const body = await selection(U, 6, true);
    const res = await chooseMeals(userId, token, U, body);
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/8 or more meals/);
  });

  test("after the deadline: 409 naming it; in the maintenance window: 503 with Retry-After", async () => {
    const { userId, token } = await subscriber();
    const body = await selection(U, 8);
    const late = await chooseMeals(userId, token, U, body, AFTER);
    expect(late.status).toBe(409);
    expect(late.json.message).toBe(
      `The order deadline for this week was ${deadlineText(U)} (Toronto time). Changes are closed.`,
    );
    const busy = await chooseMeals(userId, token, addWeeks(U, 1), body, MAINTENANCE);
    expect(busy.status).toBe(503);
    expect(busy.headers.get("retry-after")).toBe(String(3 * 3600));
  });

  test("bad input is a 400, never a 500", async () => {
    const { userId, token } = await subscriber();
    const tuesday = DateTime.fromISO(U).plus({ days: 1 }).toISODate() as string;
    const wrongDay = await chooseMeals(userId, token, tuesday, await selection(U, 8));
    expect(wrongDay.status).toBe(400);
    expect(wrongDay.json.errors[0].property).toBe("params.weekStart");
    for (const body of [{}, { items: "all" }, { items: [{ dishId: "x", quantity: 99 }] }]) {
      expect((await chooseMeals(userId, token, U, body)).status).toBe(400);
    }
    const offMenu = await chooseMeals(userId, token, U, {
      items: [{ dishId: "not-a-dish", quantity: 8 }],
    });
    expect(offMenu.json.message).toBe("One of the chosen meals is not on this week's menu.");
    // A real dish from another week is named, whatever else is wrong with the cart.
    const elsewhere = await db.dish.findFirstOrThrow({
      where: { deletedAt: null, menus: { none: { week: { startDate: dateColumn(U) } } } },
      select: { id: true, name: true },
    });
    const named = await chooseMeals(userId, token, U, {
      items: [{ dishId: elsewhere.id, quantity: 8 }],
    });
    expect(named.status).toBe(400);
    expect(named.json.message).toBe(
      `${elsewhere.name} is not on this week's menu. Choose from this week's dishes.`,
    );
  });

  test("another customer's week is 403; a paused plan is told to resume first", async () => {
    const owner = await subscriber();
    const stranger = await subscriber();
    const body = await selection(U, 8);
    const res = await call(oneWeek.PUT, `/api/users/${owner.userId}/orders/week/${U}`, {
      method: "PUT",
      token: stranger.token,
      params: { userId: owner.userId, weekStart: U },
      body,
    });
    expect(res.status).toBe(403);
    expect((await setStatus(owner.userId, owner.token, { status: "PAUSED" })).status).toBe(200);
    const paused = await chooseMeals(owner.userId, owner.token, U, body);
    expect(paused.status).toBe(409);
    expect(paused.json.message).toBe(
      "Your plan is paused. Resume it to choose meals or skip weeks.",
    );
  });
});

describe("PATCH /api/orders/week/{weekId}: skip and unskip", () => {
  test("a week without an order gets a SKIPPED one; the next call reopens it", async () => {
    const { userId, token } = await subscriber();
    const id = await weekId(U);
    const skipped = await toggle(token, id);
    expect(skipped.status).toBe(200);
    expect(skipped.json).toMatchObject({ startDate: U, status: "SKIPPED", editable: true });
    expect(await orderStatus(userId, U)).toBe("SKIPPED");
    const reopened = await toggle(token, id, LAST_SECOND);
    expect(reopened.json).toMatchObject({ status: "OPEN", needsMeals: true, chefsChoice: true });
    // The Monday of the week works as its id too.
    expect((await toggle(token, U)).json.status).toBe("SKIPPED");
  });

  test("a week with meals keeps them while skipped", async () => {
    const { userId, token } = await subscriber();
    await chooseMeals(userId, token, U, await selection(U, 8));
    await toggle(token, await weekId(U));
    const res = await toggle(token, await weekId(U));
    expect(res.json.status).toBe("OPEN");
    expect(res.json.order.items).toHaveLength(8);
  });

  test("after the deadline: 409 naming it; maintenance: 503 with Retry-After", async () => {
    const { token } = await subscriber();
    const late = await toggle(token, await weekId(U), AFTER);
    expect(late.status).toBe(409);
    expect(late.json.message).toContain(deadlineText(U));
    const busy = await toggle(token, await weekId(addWeeks(U, 1)), MAINTENANCE);
    expect(busy.status).toBe(503);
    expect(Number(busy.headers.get("retry-after"))).toBe(3 * 3600);
  });

  test("anonymous 401, unknown week 404, a paused plan 409", async () => {
    const { userId, token } = await subscriber();
    expect((await toggle(undefined, await weekId(U))).status).toBe(401);
    expect((await toggle(token, "no-such-week")).status).toBe(404);
    await setStatus(userId, token, { status: "PAUSED" });
    const paused = await toggle(token, await weekId(U));
    expect(paused.status).toBe(409);
    expect(paused.json.message).toMatch(/paused/);
  });

  test("two clicks at once skip the week once", async () => {
    const { userId, token } = await subscriber();
    const id = await weekId(addWeeks(U, 2));
    const results = await Promise.all([toggle(token, id), toggle(token, id)]);
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await db.weeklyOrder.count({ where: { userId, weekId: id } })).toBe(1);
  });
});

describe("PUT /api/users/{userId}/subscription: pause, resume, cancel", () => {
  test("pausing skips the open weeks; resuming reopens them but not a week skipped by hand", async () => {
    const { userId, token } = await subscriber();
    const w1 = addWeeks(U, 1);
    const w2 = addWeeks(U, 2);
    await chooseMeals(userId, token, U, await selection(U, 8));
    await chooseMeals(userId, token, w1, await selection(w1, 8));
    await toggle(token, await weekId(w2)); // skipped by hand before the pause

    const paused = await setStatus(userId, token, { status: "PAUSED" }, at(U, -6, 9));
    expect(paused.status).toBe(200);
    expect(paused.json).toMatchObject({ status: "PAUSED", resumeOn: null, weeksChanged: [U, w1] });
    expect(await orderStatus(userId, U)).toBe("SKIPPED");
    expect(await orderStatus(userId, w1)).toBe("SKIPPED");

    const again = await setStatus(userId, token, { status: "PAUSED" }, at(U, -6, 10));
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("Your plan is already paused.");

    const resumed = await setStatus(userId, token, { status: "ACTIVE" }, at(U, -6, 11));
    expect(resumed.status).toBe(200);
    expect(resumed.json).toMatchObject({ status: "ACTIVE", pausedAt: null, weeksChanged: [U, w1] });
    expect(await orderStatus(userId, U)).toBe("OPEN");
    expect(await orderStatus(userId, w2)).toBe("SKIPPED");
  });

  test("a week past its deadline is left alone by a pause and a resume", async () => {
    const { userId, token } = await subscriber();
    await chooseMeals(userId, token, U, await selection(U, 8));
    const paused = await setStatus(userId, token, { status: "PAUSED" }, AFTER);
    expect(paused.json.weeksChanged).toEqual([]);
    expect(await orderStatus(userId, U)).toBe("OPEN");
  });

  test("the resume date must be on or after the Thursday after the billing cycle", async () => {
    const { userId, token } = await subscriber();
    const earliest = earliestResumeDate(new Date(MONDAY));
    expect(earliest).toBe(DateTime.fromISO(U).minus({ days: 4 }).toISODate());
    const early = DateTime.fromISO(earliest).minus({ days: 1 }).toISODate() as string;
    const refused = await setStatus(userId, token, { status: "PAUSED", resumeOn: early });
    expect(refused.status).toBe(400);
    expect(refused.json.errors[0].property).toBe("resumeOn");
    expect(refused.json.message).toMatch(/at the earliest, after this week's billing cycle/);
    const ok = await setStatus(userId, token, { status: "PAUSED", resumeOn: earliest });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ resumeOn: earliest, resumesWeekStart: addWeeks(U, 1) });
  });

  test("a plan paused until a date is active again from that day", async () => {
    const { userId, token } = await subscriber();
    const w1 = addWeeks(U, 1);
    await chooseMeals(userId, token, U, await selection(U, 8));
    await chooseMeals(userId, token, w1, await selection(w1, 8));
    const earliest = earliestResumeDate(new Date(MONDAY));
    const paused = await setStatus(userId, token, { status: "PAUSED", resumeOn: earliest });
    // The pause covers only the weeks before its resume week (w1): w1 keeps its meals.
    expect(paused.json).toMatchObject({ resumesWeekStart: w1, weeksChanged: [U] });
    const stillPaused = await listWeeks(userId, token, at(U, -5, 12));
    const row = await db.subscription.findFirstOrThrow({
      where: { userId, status: "PAUSED" },
      select: { pausedAt: true, startsOn: true },
    });
    expect(stillPaused.json.plan).toMatchObject({
      status: "PAUSED",
      pausedAt: row.pausedAt!.toISOString(),
      startsOn: row.startsOn.toISOString().slice(0, 10),
      resumeOn: earliest,
      resumesWeekStart: w1,
      splitDelivery: false,
    });
    expect(stillPaused.json.weeks[1]).toMatchObject({ startDate: U, status: "SKIPPED" });
    expect(stillPaused.json.weeks[1].editable).toBe(false);
    // The week they come back with, and every later one, can be chosen while still paused.
    expect(stillPaused.json.weeks[2]).toMatchObject({
      startDate: w1,
      status: "OPEN",
      editable: true,
    });
    expect(stillPaused.json.weeks[3]).toMatchObject({ status: "OPEN", editable: true });
    expect((await chooseMeals(userId, token, w1, await selection(w1, 8, true))).status).toBe(200);
    expect((await toggle(token, await weekId(U))).status).toBe(409);
    // Reading a page changes nothing; the midnight job (resumeDuePlans) resumes each due plan.
    expect((await listWeeks(userId, token, at(U, -4, 8))).json.plan.status).toBe("PAUSED");
    expect(await resumeIfDue(userId, new Date(at(U, -4, 0, 0, 5)))).toBe(true);
    const resumed = await listWeeks(userId, token, at(U, -4, 8));
    expect(resumed.json.plan).toMatchObject({ status: "ACTIVE", resumeOn: null });
    // U's deadline passed during the pause, so it stays skipped; the week after is open again.
    expect(resumed.json.weeks[0]).toMatchObject({ startDate: U, status: "SKIPPED" });
    expect(resumed.json.weeks[1]).toMatchObject({ startDate: w1, status: "OPEN", editable: true });
  });

  test("cancel with a reason cancels the open weeks; a cancelled plan cannot be resumed", async () => {
    const { userId, token } = await subscriber();
    await chooseMeals(userId, token, U, await selection(U, 8));
    const res = await setStatus(userId, token, {
      status: "CANCELLED",
      reason: "I'm moving outside the delivery area",
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      status: "CANCELLED",
      cancelReason: "I'm moving outside the delivery area",
      weeksChanged: [U],
    });
    expect(await orderStatus(userId, U)).toBe("CANCELLED");
    const resume = await setStatus(userId, token, { status: "ACTIVE" });
    expect(resume.status).toBe(409);
    expect(resume.json.message).toBe("This plan is cancelled. Start a new plan to order again.");
  });

  test("a plan on hold cannot be resumed by the customer (409 with the machine's message)", async () => {
    const { userId, token } = await subscriber();
    await db.subscription.updateMany({ where: { userId }, data: { status: "ON_HOLD" } });
    const res = await setStatus(userId, token, { status: "ACTIVE" });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(
      "Your plan is on hold because of a payment problem. Update your card to resume it.",
    );
    const pause = await setStatus(userId, token, { status: "PAUSED" });
    expect(pause.status).toBe(409);
    expect((await setStatus(userId, token, { status: "CANCELLED" })).status).toBe(200);
  });

  test("bad input is a 400", async () => {
    const { userId, token } = await subscriber();
    for (const body of [
      {},
      { status: "ON_HOLD" },
      { status: "paused" },
      { status: "ACTIVE", resumeOn: "2030-01-03" },
      { status: "PAUSED", resumeOn: "soon" },
      { status: "CANCELLED", reason: "x".repeat(501) },
    ]) {
      const res = await setStatus(userId, token, body);
      expect(res.status).toBe(400);
      expect(res.json.errors.length).toBeGreaterThan(0);
    }
  });

  test("401, 403 for another customer, 503 with Retry-After in the maintenance window", async () => {
    const owner = await subscriber();
    const stranger = await newCustomer();
    const path = `/api/users/${owner.userId}/subscription`;
    const body = { status: "PAUSED" };
    expect(
      (await call(subscription.PUT, path, { method: "PUT", params: owner.params, body })).status,
    ).toBe(401);
    expect(
      (
        await call(subscription.PUT, path, {
          method: "PUT",
          params: owner.params,
          body,
          token: stranger.token,
        })
      ).status,
    ).toBe(403);
    const busy = await setStatus(owner.userId, owner.token, body, MAINTENANCE);
    expect(busy.status).toBe(503);
    expect(busy.headers.get("retry-after")).toBe(String(3 * 3600));
  });

  test("an admin may pause a customer's plan on their behalf", async () => {
    const owner = await subscriber();
    const boss = await admin();
    const res = await setStatus(owner.userId, boss.token, { status: "PAUSED" }, MAINTENANCE);
    expect(res.status).toBe(200);
  });

  test("a session revoked elsewhere is 401", async () => {
    const owner = await subscriber();
    const { token } = await createSession(owner.userId, "API", new Date());
    await db.session.updateMany({
      where: { userId: owner.userId },
      data: { revokedAt: new Date() },
    });
    expect((await setStatus(owner.userId, token, { status: "PAUSED" })).status).toBe(401);
  });
});
