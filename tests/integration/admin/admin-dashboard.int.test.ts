// The admin home's numbers, for a far-future week only this file touches (the clock is injected).
import * as dashboard from "@/app/api/admin/dashboard/route";
import { adminDashboard } from "@/lib/admin/dashboard";
import { addWeeks, deliveryWeek, orderDeadline } from "@/lib/clock";
import { db } from "@/lib/db";
import { decideStop } from "@/lib/deliveries/decide-stop";
import { markStop } from "@/lib/deliveries/mark-stop";
import { weekClose } from "@/lib/deliveries/week-close";
import { stopQueue } from "@/lib/jobs/queue";
import { call } from "../../helpers";
import { orderFor, subscriber } from "../customer-a-fixtures";
import { adminSession, freshWeek } from "./admin-fixtures";
import { box, onDay } from "./deliveries-fixtures";

afterAll(async () => {
  await stopQueue();
  await db.$disconnect();
});

async function charge(
  userId: string,
  orderId: string,
  amountCents: number,
  status: "SUCCEEDED" | "FAILED",
  refundedCents = 0,
) {
  await db.charge.create({
    data: {
      userId,
      orderId,
      amountCents,
      status,
      refundedCents,
      idempotencyKey: `dash-${orderId}-${status}`,
    },
  });
}

test("orders by state, meals per dish, charged and refunded, failed payments, movements, history", async () => {
  const week = freshWeek();
  const { startsAt } = deliveryWeek(week);
  const now = new Date(startsAt.getTime() + 12 * 3600_000); // Monday noon of that week

  const a = await subscriber();
  const b = await subscriber();
  const c = await subscriber();
  const paid = await orderFor(a, week, "PAID", 8);
  const refunded = await orderFor(b, week, "PAID", 8);
  const failed = await orderFor(c, week, "PAYMENT_FAILED", 8);
  await charge(a.userId, paid.id, 10_000, "SUCCEEDED");
  // Refunds stay on the charge that was paid (lib/payments/refund-order.ts).
  await charge(b.userId, refunded.id, 9_000, "SUCCEEDED", 9_000);
  await charge(c.userId, failed.id, 8_000, "FAILED");
  await db.subscription.update({ where: { id: a.subscription.id }, data: { createdAt: now } });
  await db.subscription.update({
    where: { id: b.subscription.id },
    data: { pausedAt: now },
  });

  const data = await adminDashboard(now);
  expect(data.current.weekStart).toBe(week);
  expect(data.current.ordersByStatus).toEqual({ PAID: 2, PAYMENT_FAILED: 1 });
  // The unpaid box is counted apart, as on the kitchen's lists.
  expect(data.current.meals).toBe(16);
  expect(data.current.mealsPerDish.reduce((s, d) => s + d.meals, 0)).toBe(16);
  expect(data.current.apart).toEqual({
    held: { boxes: 0, meals: 0 },
    unpaid: { boxes: 1, meals: 8 },
  });
  expect(data.current).toMatchObject({
    chargedCents: 19_000,
    refundedCents: 9_000,
    failedPayments: 1,
  });
  expect(data.subscriptions).toEqual({ started: 1, paused: 1, cancelled: 0 });
  expect(data.history).toHaveLength(8);
  // The chart keeps every meal ordered (what the week sold).
  expect(data.history[7]).toEqual({ weekStart: week, chargedCents: 19_000, meals: 24 });

  // A held box leaves the meals to cook and is counted apart, even when it is also unpaid.
  await db.weeklyOrder.update({ where: { id: paid.id }, data: { heldAt: now } });
  await db.weeklyOrder.update({ where: { id: failed.id }, data: { heldAt: now } });
  const held = await adminDashboard(now);
  expect(held.current.meals).toBe(8);
  expect(held.current.mealsPerDish.reduce((s, d) => s + d.meals, 0)).toBe(8);
  expect(held.current.apart).toEqual({
    held: { boxes: 2, meals: 16 },
    unpaid: { boxes: 0, meals: 0 },
  });
  expect(data.upcoming.ordersByStatus).toEqual({});
});

test("from Thursday 12:00 AM the locked week is on the home page first, until its last delivery day (defect 2)", async () => {
  const week = freshWeek();
  const a = await subscriber();
  await orderFor(a, week, "LOCKED", 8);
  const deadline = orderDeadline(week);
  const thursdayBefore = new Date(deadline.getTime() + 60_000);
  const friday = new Date(deadline.getTime() + 36 * 3600_000);
  const itsThursday = new Date(deliveryWeek(week).startsAt.getTime() + (3 * 24 + 10) * 3600_000);
  const itsFriday = new Date(itsThursday.getTime() + 24 * 3600_000);

  const lockedNow = await adminDashboard(thursdayBefore);
  // Before: the home showed "This week" (the one delivering) and the one after the locked week.
  expect(lockedNow.kitchen.map((k) => k.weekStart)).toEqual([addWeeks(week, -1), week]);
  expect(lockedNow.kitchen[1]).toMatchObject({ ordersByStatus: { LOCKED: 1 }, meals: 8 });
  expect(lockedNow.kitchen.map((k) => k.deliveriesToday)).toEqual([true, false]);
  expect(lockedNow.upcoming.weekStart).toBe(addWeeks(week, 1));
  expect((await adminDashboard(friday)).kitchen.map((k) => k.weekStart)).toEqual([week]);
  const lastDay = await adminDashboard(itsThursday);
  expect(lastDay.kitchen.map((k) => k.weekStart)).toEqual([week, addWeeks(week, 1)]);
  expect(lastDay.kitchen[0].deliveriesToday).toBe(true);
  expect((await adminDashboard(itsFriday)).kitchen.map((k) => k.weekStart)).toEqual([
    addWeeks(week, 1),
  ]);
});

test("GET /api/admin/dashboard answers the admin", async () => {
  const { token } = await adminSession();
  const res = await call(dashboard.GET, "/api/admin/dashboard", { token });
  expect(res.status).toBe(200);
  expect(res.json.history).toHaveLength(8);
});

test("a week closes when every stop is delivered or settled and no box is held", async () => {
  const week = freshWeek();
  const monday = await box(week);
  const thursday = await box(week, { day: "THURSDAY" });
  const failed = await box(week, { status: "PAYMENT_FAILED" });
  const { userId: admin } = await adminSession();
  const mondayNoon = onDay(week, "MONDAY", "12:00");

  expect((await weekClose(week, new Date(orderDeadline(week).getTime() - 60_000))).state).toBe(
    "open",
  );
  // Locked, before its first delivery day: not out yet.
  expect((await weekClose(week, new Date(orderDeadline(week).getTime() + 3_600_000))).state).toBe(
    "cooking",
  );
  expect(await weekClose(week, mondayNoon)).toMatchObject({
    state: "delivering",
    stops: 2,
    settled: 0,
    words: "0 of 2 stops done; 2 stops to deliver.",
  });

  await markStop({ orderId: monday.id, day: "MONDAY", mark: "DELIVERED" }, admin, mondayNoon);
  const thursdayNoon = onDay(week, "THURSDAY", "12:00");
  await markStop(
    { orderId: thursday.id, day: "THURSDAY", mark: "NOT_DELIVERED", reason: "Nobody home" },
    admin,
    thursdayNoon,
  );
  expect((await weekClose(week, thursdayNoon)).words).toBe(
    "1 of 2 stops done; 1 stop not delivered, to decide.",
  );
  await decideStop(
    { orderId: thursday.id, day: "THURSDAY", decision: "REDELIVER" },
    admin,
    thursdayNoon,
  );
  await markStop({ orderId: thursday.id, day: "THURSDAY", mark: "DELIVERED" }, admin, thursdayNoon);
  // The unpaid box never goes out: it does not keep the week open.
  const closed = await weekClose(week, thursdayNoon);
  expect(closed).toMatchObject({
    state: "closed",
    words: "Closed: all 2 stops delivered or settled.",
  });
  const home = await adminDashboard(thursdayNoon);
  expect(home.kitchen.find((k) => k.weekStart === week)?.close).toEqual(closed);

  // A held box is the kitchen's decision still to make: the week is not closed.
  await db.weeklyOrder.update({ where: { id: failed.id }, data: { heldAt: thursdayNoon } });
  expect(await weekClose(week, thursdayNoon)).toMatchObject({
    state: "delivering",
    held: 1,
    words: "2 of 2 stops done; 1 box held.",
  });
});
