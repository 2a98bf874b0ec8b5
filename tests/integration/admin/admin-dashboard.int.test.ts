// The admin home's numbers, for a far-future week only this file touches (the clock is injected).
import * as dashboard from "@/app/api/admin/dashboard/route";
import { adminDashboard } from "@/lib/admin/dashboard";
import { addWeeks, deliveryWeek, orderDeadline } from "@/lib/clock";
import { db } from "@/lib/db";
import { call } from "../../helpers";
import { orderFor, subscriber } from "../customer-a-fixtures";
import { adminSession, freshWeek } from "./admin-fixtures";

afterAll(() => db.$disconnect());

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
  const week = freshWeek(200);
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
  expect(data.current.meals).toBe(24);
  expect(data.current.mealsPerDish.reduce((s, d) => s + d.meals, 0)).toBe(24);
  expect(data.current).toMatchObject({
    chargedCents: 19_000,
    refundedCents: 9_000,
    failedPayments: 1,
  });
  expect(data.subscriptions).toEqual({ started: 1, paused: 1, cancelled: 0 });
  expect(data.history).toHaveLength(8);
  expect(data.history[7]).toEqual({ weekStart: week, chargedCents: 19_000, meals: 24 });
  expect(data.upcoming.ordersByStatus).toEqual({});
});

test("from Thursday 12:00 AM the locked week is on the home page first, until its last delivery day (defect 2)", async () => {
  const week = freshWeek(210);
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
