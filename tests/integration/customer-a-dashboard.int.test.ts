// GET /api/users/{userId}/dashboard: the customer home's states, countdown facts, card problems,
// credit and referral, and who may read it.
import * as dashboard from "@/app/api/users/[userId]/dashboard/route";
import * as currentWeeks from "@/app/api/users/[userId]/orders/week/current-week/route";
import { DateTime } from "luxon";
import {
  addWeeks,
  currentWeekStart,
  orderDeadline,
  torontoDay,
  upcomingWeekStart,
  ZONE,
} from "@/lib/clock";
import { db } from "@/lib/db";
import { call } from "../helpers";
import { demo, orderFor, person, subscriber, MAINTENANCE_NOW } from "./customer-a-fixtures";

beforeAll(() => {
  process.env.ALLOW_TEST_CLOCK = "1";
});
afterAll(() => db.$disconnect());

/**
 * The next deadline after the monday noon before it: a week to test against, from today. The
 * labels' exact wording is pinned in lib/clock/labels.test.ts.
 */
function deadlineWeek(now = new Date()) {
  // The upcoming week's deadline, unless it is less than three days off: then the week after's,
  // so its Monday noon is still ahead of the plan the test makes "now".
  let weekStart = upcomingWeekStart(now);
  if (orderDeadline(weekStart).getTime() - now.getTime() < 3 * 86_400_000)
    weekStart = addWeeks(weekStart, 1);
  const deadline = DateTime.fromJSDate(orderDeadline(weekStart), { zone: ZONE });
  const mondayNoon = deadline
    .minus({ days: 2 })
    .set({ hour: 12, minute: 0, second: 0, millisecond: 0 });
  return { weekStart, deadline, mondayNoon };
}

const get = (userId: string, token?: string, headers: Record<string, string> = {}) =>
  call(dashboard.GET, `/api/users/${userId}/dashboard`, { token, params: { userId }, headers });

describe("who may read a dashboard", () => {
  test("anonymous: 401", async () => {
    const { userId } = await person();
    expect((await get(userId)).status).toBe(401);
  });

  test("another customer's: 403", async () => {
    const me = await person();
    const other = await person();
    const res = await get(other.userId, me.token);
    expect(res.status).toBe(403);
    expect(res.json.statusCode).toBe(403);
  });

  test("an admin may read any customer's; an unknown user is a 404", async () => {
    const admin = await person(["admin"]);
    const customer = await demo();
    expect((await get(customer.userId, admin.token)).status).toBe(200);
    expect((await get("no-such-user", admin.token)).status).toBe(404);
  });

  test("a malformed id is a 400, not a 500", async () => {
    const admin = await person(["admin"]);
    const res = await get("x".repeat(80), admin.token);
    expect(res.status).toBe(400);
    expect(res.json.errors[0].property).toBe("params.userId");
  });
});

describe("the demo customer", () => {
  test("meals chosen for the upcoming week, credit shown with the sign flipped, referral link", async () => {
    const { userId, token } = await demo();
    const res = await get(userId, token);
    expect(res.status).toBe(200);
    const body = res.json;
    const upcoming = upcomingWeekStart(new Date());
    expect(body.upcomingWeek).toMatchObject({
      weekStart: upcoming,
      state: "MEALS_SELECTED",
      mealsChosen: 8,
      mealsRequired: 8,
      action: { label: "View meals", href: `/customer/meals?week=${upcoming}` },
    });
    expect(body.upcomingWeek.meals.length).toBeGreaterThan(0);
    expect(body.orderDeadline).toBe(orderDeadline(upcoming).toISOString());
    expect(body.credit).toEqual({
      balanceCents: -2000,
      creditCents: 2000,
      label: "$20.00 credit",
      giftBalanceCents: 3500,
    });
    expect(body.referral).toMatchObject({
      code: "MAYA8KQX",
      link: "https://lakeshorekitchen.ca/signup?ref=MAYA8KQX",
      creditPerReferralCents: 2000,
    });
    // The seed's friend, and any the sign-up tests running beside this file bring in.
    expect(body.referral.friendsJoined).toBeGreaterThanOrEqual(1);
    expect(body.plan).toMatchObject({ status: "ACTIVE", mealsPerWeek: 8, deliveryDay: "MONDAY" });
    expect(body.paymentProblem).toBeNull();
    expect(body.paymentFailed).toBeNull();
    expect(body.customer).toEqual({
      firstName: "Maya",
      email: "customer@example.com",
      returning: true,
    });
  });

  test("carries the server's now and the deadline it counts down to (test clock)", async () => {
    const { userId, token } = await demo();
    const { weekStart, deadline, mondayNoon } = deadlineWeek();
    const res = await get(userId, token, { "x-test-now": mondayNoon.toISO()! });
    expect(res.json.now).toBe(mondayNoon.toUTC().toISO());
    expect(res.json.orderDeadline).toBe(deadline.toUTC().toISO());
    expect(res.json.upcomingWeek).toMatchObject({
      weekStart,
      deadlineLabel: deadline.toFormat("cccc, LLLL d 'at' h:mm a"),
    });
    // One millisecond after the deadline, the countdown moves on to the next week's.
    const thursday = deadline.plus({ milliseconds: 1 });
    const after = await get(userId, token, { "x-test-now": thursday.toISO()! });
    expect(after.json.orderDeadline).toBe(deadline.plus({ weeks: 1 }).toUTC().toISO());
  });

  test("reading is allowed during the maintenance window (only changes are refused)", async () => {
    const { userId, token } = await demo();
    expect((await get(userId, token, { "x-test-now": MAINTENANCE_NOW })).status).toBe(200);
  });
});

describe("plan and week states", () => {
  const upcoming = () => upcomingWeekStart(new Date());

  test("no meals chosen yet: Select meals", async () => {
    const s = await subscriber();
    const res = await get(s.userId, s.token);
    expect(res.json.upcomingWeek).toMatchObject({
      state: "SELECT_MEALS",
      mealsChosen: 0,
      action: { label: "Select meals" },
    });
    expect(res.json.upcomingWeek.deliveryLabel).toMatch(/^Monday, .+, 4:00 PM – 8:00 PM$/);
  });

  test("an open box: its add-ons and the Meals page's total, from the one pricing function (issue 38)", async () => {
    const s = await subscriber();
    const order = await orderFor(s, upcoming(), "OPEN", 8);
    const addOn = await db.addOn.findFirstOrThrow({ select: { id: true, name: true } });
    await db.orderAddOn.create({
      data: { orderId: order.id, addOnId: addOn.id, quantity: 2, unitCents: 450 },
    });
    const home = (await get(s.userId, s.token)).json.upcomingWeek;
    expect(home.addOns).toEqual([{ name: addOn.name, quantity: 2, totalCents: 900 }]);
    const weeks = await call(currentWeeks.GET, `/api/users/${s.userId}/orders/week/current-week`, {
      token: s.token,
      params: { userId: s.userId },
    });
    const week = (
      weeks.json.weeks as { startDate: string; price: { totalCents: number } | null }[]
    ).find((w) => w.startDate === upcoming());
    expect(week?.price?.totalCents).toBeGreaterThan(0);
    expect(home.totalCents).toBe(week!.price!.totalCents);
  });

  test('menu not published yet: the home says so instead of "the menu is ready"', async () => {
    const s = await subscriber();
    const now = (await get(s.userId, s.token)).json;
    expect(now.upcomingWeek.menuPublished).toBe(true);
    expect(now.customer.returning).toBe(false); // no box charged yet: "Welcome", not "back"
    // The seed publishes menus up to four weeks after the upcoming one: a plan starting six weeks
    // on shows its first week, which has no menu yet.
    const later = addWeeks(upcoming(), 6);
    await db.subscription.updateMany({
      where: { userId: s.userId },
      data: { startsOn: new Date(`${later}T00:00:00.000Z`) },
    });
    const res = await get(s.userId, s.token);
    expect(res.json.upcomingWeek).toMatchObject({ weekStart: later, menuPublished: false });
  });

  test("a plan starting after the upcoming week shows its first week's own order", async () => {
    const s = await subscriber();
    const first = addWeeks(upcoming(), 2);
    await db.subscription.updateMany({
      where: { userId: s.userId },
      data: { startsOn: new Date(`${first}T00:00:00.000Z`) },
    });
    // An order in the upcoming week too, which the home must not show instead.
    await orderFor(s, upcoming(), "SKIPPED", 8);
    await orderFor(s, first, "OPEN", 4);
    const res = await get(s.userId, s.token);
    expect(res.json.upcomingWeek).toMatchObject({
      weekStart: first,
      mealsChosen: 4,
      menuPublished: true,
    });
    expect(res.json.upcomingWeek.meals).toHaveLength(4);
  });

  test("a skipped week: SKIPPED with View meals", async () => {
    const s = await subscriber();
    await orderFor(s, upcoming(), "SKIPPED", 8);
    const res = await get(s.userId, s.token);
    expect(res.json.upcomingWeek).toMatchObject({
      state: "SKIPPED",
      action: { label: "View meals" },
    });
  });

  test("paused with a resume date", async () => {
    const resumeOn = addWeeks(upcoming(), 2);
    const s = await subscriber({ status: "PAUSED", resumeOn });
    const res = await get(s.userId, s.token);
    expect(res.json.upcomingWeek).toMatchObject({
      state: "PAUSED",
      action: { label: "Resume plan" },
    });
    expect(res.json.plan).toMatchObject({ status: "PAUSED", resumeOn });
    expect(res.json.plan.resumeOnLabel).toMatch(/^Monday, /);
  });

  test("the live plan over an older cancelled one, its pause instant, and referral counts", async () => {
    const s = await subscriber({ status: "PAUSED", resumeOn: addWeeks(upcoming(), 3) });
    // An older plan the customer cancelled: the home describes the live one.
    await db.subscription.create({
      data: {
        userId: s.userId,
        planId: s.plan.id,
        status: "CANCELLED",
        deliveryDay: "THURSDAY",
        deliveryTime: "16-20",
        startsOn: s.subscription.startsOn,
        // A year before now, cancelled a month later.
        cancelledAt: new Date(Date.now() - 335 * 86_400_000),
        createdAt: new Date(Date.now() - 365 * 86_400_000),
      },
    });
    for (const status of ["PENDING", "CREDITED"] as const) {
      const friend = await person();
      await db.referral.create({
        data: { referrerId: s.userId, referredUserId: friend.userId, code: "X", status },
      });
    }
    const res = await get(s.userId, s.token);
    expect(res.json.plan).toMatchObject({
      status: "PAUSED",
      deliveryDay: "MONDAY",
      pausedAt: s.subscription.pausedAt!.toISOString(),
      onHoldAt: null,
    });
    expect(res.json.referral).toMatchObject({ friendsJoined: 2, friendsCredited: 1 });

    // Cancelled too: the newest cancelled plan is the one described.
    await db.subscription.update({
      where: { id: s.subscription.id },
      data: { status: "CANCELLED", cancelledAt: new Date() },
    });
    const after = await get(s.userId, s.token);
    expect(after.json.plan).toMatchObject({ status: "CANCELLED", deliveryDay: "MONDAY" });
  });

  test("the seeded paused customer", async () => {
    const paused = await demo("paused@example.com");
    const res = await get(paused.userId, paused.token);
    expect(res.json.upcomingWeek.state).toBe("PAUSED");
    expect(res.json.plan.resumeOn).toBeNull();
  });

  test("on hold: the way out is a new card, and no modal on top", async () => {
    const s = await subscriber({
      status: "ON_HOLD",
      card: { problem: "DECLINED", problemSince: new Date() },
    });
    const res = await get(s.userId, s.token);
    expect(res.json.upcomingWeek).toMatchObject({
      state: "ON_HOLD",
      action: { label: "Update payment method", href: "/customer/account?tab=payment" },
    });
    expect(res.json.paymentProblem).toBeNull();
  });

  test("cancelled, and no plan at all", async () => {
    const cancelled = await subscriber({ status: "CANCELLED" });
    expect((await get(cancelled.userId, cancelled.token)).json.upcomingWeek.state).toBe(
      "CANCELLED",
    );
    const nobody = await person();
    const res = await get(nobody.userId, nobody.token);
    expect(res.json.upcomingWeek).toMatchObject({
      state: "NO_PLAN",
      action: { label: "Choose a plan" },
    });
    expect(res.json.plan).toBeNull();
    expect(res.json.credit.label).toBe("$0.00 credit");
  });

  test("a failed charge: payment-failed banner and the post-deadline message", async () => {
    const s = await subscriber();
    const week = currentWeekStart(new Date());
    const failed = await orderFor(s, week, "PAYMENT_FAILED", 8);
    await db.charge.create({
      data: {
        userId: s.userId,
        orderId: failed.id,
        paymentMethodId: s.card.id,
        amountCents: failed.totalCents,
        status: "FAILED",
        idempotencyKey: `charge:${s.subscription.id}:${failed.weekId}`,
        failureCode: "insufficient_funds",
        createdAt: orderDeadline(week),
      },
    });
    const res = await get(s.userId, s.token);
    expect(res.json.paymentFailed).toMatchObject({
      orderNumber: failed.number,
      weekStart: week,
      totalCents: failed.totalCents,
    });
    expect(res.json.paymentProblem).toMatchObject({
      problem: "INSUFFICIENT_FUNDS",
      phase: "POST_DEADLINE",
      weekStart: week,
      acknowledgementKey: `INSUFFICIENT_FUNDS:${week}:POST_DEADLINE`,
    });
  });

  test("the next box on its way", async () => {
    const s = await subscriber();
    const week = currentWeekStart(new Date());
    const paid = await orderFor(s, week, "PAID", 8);
    const res = await get(s.userId, s.token, {
      "x-test-now": new Date(Date.parse(`${week}T06:00:00Z`)).toISOString(),
    });
    expect(res.json.nextDelivery).toMatchObject({
      orderNumber: paid.number,
      status: "PAID",
      mealsCount: 8,
    });
  });
});

describe("card problems", () => {
  test.each(["EXPIRING_SOON", "INSUFFICIENT_FUNDS", "DECLINED", "EXPIRED"] as const)(
    "%s flagged before the deadline: the pre-deadline message",
    async (problem) => {
      const { weekStart, deadline, mondayNoon } = deadlineWeek();
      const now = mondayNoon.toJSDate();
      const s = await subscriber({ card: { problem, problemSince: now } });
      const res = await get(s.userId, s.token, { "x-test-now": now.toISOString() });
      expect(res.json.paymentProblem).toMatchObject({
        problem,
        phase: "PRE_DEADLINE",
        weekStart,
        card: { brand: "Visa", last4: "4242" },
        actionHref: "/customer/account?tab=payment",
        acknowledgementKey: `${problem}:${weekStart}:PRE_DEADLINE`,
      });
      expect(res.json.paymentProblem.message).toContain(
        deadline.toFormat("cccc, LLLL d 'at' h:mm a"),
      );
    },
  );

  test("still unresolved after the deadline: the post-deadline message", async () => {
    const { weekStart, deadline, mondayNoon } = deadlineWeek();
    const s = await subscriber({
      card: { problem: "DECLINED", problemSince: mondayNoon.toJSDate() },
    });
    // Thursday 9 AM, after the deadline and the maintenance window.
    const thursday = deadline.plus({ milliseconds: 1 }).set({ hour: 9 });
    const res = await get(s.userId, s.token, { "x-test-now": thursday.toISO()! });
    expect(res.json.paymentProblem).toMatchObject({ phase: "POST_DEADLINE", weekStart });
    // The order is held until the Saturday after the deadline.
    expect(res.json.paymentProblem.message).toContain(
      `by ${deadline.plus({ days: 3 }).toFormat("cccc, LLLL d")}`,
    );
  });

  test("the seeded problem account: last week's charge declined, waiting for a new card", async () => {
    const problem = await demo("problem@example.com");
    const res = await get(problem.userId, problem.token);
    expect(res.json.paymentProblem).toMatchObject({ problem: "DECLINED", phase: "POST_DEADLINE" });
    expect(res.json.paymentFailed).toMatchObject({ orderNumber: expect.stringMatching(/^LK-/) });
    // The hold date (a Toronto day) is still ahead whatever day the seed ran: compared with
    // today in Toronto, not the UTC date of now (ahead of Toronto's from 7 PM in winter).
    expect(res.json.paymentFailed.holdDate >= torontoDay(new Date(res.json.now))).toBe(true);
    expect(res.json.upcomingWeek.state).toBe("SELECT_MEALS");
  });
});
