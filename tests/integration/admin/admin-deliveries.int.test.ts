// /api/admin/deliveries: a day's route (paid stops only, route order), starting the day (one
// "on its way" mail per stop, once), marking stops (the order DELIVERED, the "Delivered" mail with
// Toronto's time), the manager's decision on a box not delivered (redeliver, credit through the
// ledger), each audited; bad input; and the rollover's fallback recording what it assumed.
import { simpleParser } from "mailparser";
import * as route from "@/app/api/admin/deliveries/route";
import * as start from "@/app/api/admin/deliveries/start/route";
import * as mark from "@/app/api/admin/deliveries/[orderId]/[day]/route";
import * as decision from "@/app/api/admin/deliveries/[orderId]/[day]/decision/route";
import * as dashboard from "@/app/api/users/[userId]/dashboard/route";
import * as invoices from "@/app/api/users/[userId]/invoices/route";
import { createSession } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { missedBoxesToDecide } from "@/lib/deliveries/missed-boxes";
import { stopQueue } from "@/lib/jobs/queue";
import { listOutbox, readOutboxMessage } from "@/lib/mail";
import { deliverPaidOrders } from "@/lib/orders/bulk-moves";
import { paymentProvider } from "@/lib/payments";
import { refundOrder } from "@/lib/payments/refund-order";
import { flushQueuedMail } from "../../flush-mail";
import { call } from "../../helpers";
import { adminSession, freshWeek } from "./admin-fixtures";
import { box, clockAt, onDay, type Box, type Day } from "./deliveries-fixtures";

let admin: { token: string; userId: string };

beforeAll(async () => {
  admin = await adminSession();
});

// The weeks here are years ahead: a session opened today has expired by then, so each call
// carries one opened at its own instant.
const tokenAt = async (now: Date) => (await createSession(admin.userId, "API", now)).token;
afterAll(async () => {
  await stopQueue();
  await db.$disconnect();
});

const dayParam = (day: Day) => day.toLowerCase();

async function getRoute(week: string, day: Day, now: Date) {
  return call(route.GET, `/api/admin/deliveries?week=${week}&day=${dayParam(day)}`, {
    token: await tokenAt(now),
    headers: clockAt(now),
  });
}

async function startDay(week: string, day: Day, now: Date) {
  return call(start.POST, "/api/admin/deliveries/start", {
    token: await tokenAt(now),
    headers: clockAt(now),
    body: { week, day: dayParam(day) },
  });
}

async function markStop(b: Box, day: Day, body: unknown, now: Date) {
  return call(mark.POST, `/api/admin/deliveries/${b.id}/${dayParam(day)}`, {
    token: await tokenAt(now),
    headers: clockAt(now),
    params: { orderId: b.id, day: dayParam(day) },
    body,
  });
}

async function decide(b: Box, day: Day, body: unknown, now: Date) {
  return call(decision.POST, `/api/admin/deliveries/${b.id}/${dayParam(day)}/decision`, {
    token: await tokenAt(now),
    headers: clockAt(now),
    params: { orderId: b.id, day: dayParam(day) },
    body,
  });
}

/** The mails sent to `to` since the queue was last flushed here, parsed. */
async function mailsTo(to: string) {
  await flushQueuedMail();
  const entries = (await listOutbox()).filter((m) => m.to.includes(to));
  return Promise.all(entries.map(async (m) => simpleParser(await readOutboxMessage(m.name))));
}

const order = (id: string) =>
  db.weeklyOrder.findUniqueOrThrow({
    where: { id },
    select: { status: true, deliveredAt: true, deliveryAssumed: true },
  });

test("the route: paid stops by city then postal code; unpaid counted apart; no address named", async () => {
  const week = freshWeek();
  const east = await box(week, { address: { city: "Toronto", postalCode: "M4M 1A1" } });
  // Saved by the address form as ten digits: the driver reads it dashed.
  const west = await box(week, {
    address: { city: "Mississauga", postalCode: "L5B 0E9", phone: "9055550123" },
  });
  const core = await box(week, { address: { city: "Toronto", postalCode: "M5J 2R9" } });
  const homeless = await box(week, { address: null });
  const failed = await box(week, { status: "PAYMENT_FAILED" });
  const thursday = await box(week, { day: "THURSDAY" });

  const res = await getRoute(week, "MONDAY", onDay(week, "MONDAY"));
  expect(res.status).toBe(200);
  expect(res.json.stops.map((s: { orderNumber: string }) => s.orderNumber)).toEqual([
    west.number,
    east.number,
    core.number,
    homeless.number,
  ]);
  expect(res.json.stops[0]).toMatchObject({
    state: "pending",
    window: "4:00 PM – 8:00 PM",
    meals: 8,
    address: "901-55 Lake Shore Blvd E, Mississauga L5B 0E9",
    phone: "905-555-0123",
    canMarkDelivered: true,
  });
  expect(res.json.unpaid).toBe(`1 box not paid yet: ${failed.number} (payment failed)`);
  expect(res.json.homeless).toEqual([homeless.number]);
  expect(res.json.toTell).toBe(4);
  expect(res.json.stops.map((s: { orderNumber: string }) => s.orderNumber)).not.toContain(
    thursday.number,
  );

  // The day before, nothing may be marked yet.
  const sunday = new Date(onDay(week, "MONDAY").getTime() - 12 * 3_600_000);
  const early = await getRoute(week, "MONDAY", sunday);
  expect(early.json).toMatchObject({ dayHasCome: false });
  expect(early.json.stops[0].canMarkDelivered).toBe(false);
});

test("starting the day mails each paid stop once; never before the day", async () => {
  const week = freshWeek();
  const a = await box(week);
  const b = await box(week);
  const unpaid = await box(week, { status: "PAYMENT_FAILED" });

  const sunday = new Date(onDay(week, "MONDAY").getTime() - 12 * 3_600_000);
  const early = await startDay(week, "MONDAY", sunday);
  expect(early.status).toBe(409);
  expect(early.json.message).toMatch(/^Monday's deliveries start on Monday, /);

  const now = onDay(week, "MONDAY", "08:30");
  const res = await startDay(week, "MONDAY", now);
  expect(res.status).toBe(200);
  expect(res.json).toEqual({
    told: 2,
    message: "Deliveries started: 2 customers told their box is on its way.",
  });
  const again = await startDay(week, "MONDAY", now);
  expect(again.json.told).toBe(0);

  const [mail] = await mailsTo(a.email);
  expect(mail.subject).toBe("Your box is on its way");
  expect(mail.text).toContain("4:00 PM – 8:00 PM");
  expect(mail.text).toContain(`Order ${a.number}`);
  expect(await mailsTo(b.email)).toHaveLength(1);
  expect(await mailsTo(unpaid.email)).toHaveLength(0);
  const routeNow = await getRoute(week, "MONDAY", now);
  expect(routeNow.json).toMatchObject({ toTell: 0, startedAt: now.toISOString() });
});

test("marked delivered: the order is DELIVERED, the customer mailed the Toronto time, audited", async () => {
  const week = freshWeek();
  const b = await box(week);
  const other = await box(week);
  const now = onDay(week, "MONDAY", "18:42");

  const res = await markStop(b, "MONDAY", { mark: "delivered" }, now);
  expect(res.status).toBe(200);
  expect(res.json.message).toMatch(
    new RegExp(`^Delivered: ${b.number} \\(Rowan Tester, Monday\\)`),
  );
  expect(await order(b.id)).toEqual({
    status: "DELIVERED",
    deliveredAt: now,
    deliveryAssumed: false,
  });

  const mails = await mailsTo(b.email);
  expect(mails.map((m) => m.subject)).toEqual([`Delivered: order ${b.number}`]);
  expect(mails[0].text).toMatch(/was delivered\s+Monday, \w+ \d+ at 6:42 PM/);
  // The first mark of the day started it: the other stop was told its box is on its way.
  expect((await mailsTo(other.email)).map((m) => m.subject)).toEqual(["Your box is on its way"]);

  const audit = await db.adminAuditLog.findFirstOrThrow({
    where: { targetUserId: b.userId, action: "delivery-delivered" },
  });
  expect(audit).toMatchObject({ actorId: admin.userId });
  expect(audit.detail).toMatch(new RegExp(`^Order ${b.number}, Monday, `));

  const twice = await markStop(b, "MONDAY", { mark: "delivered" }, now);
  expect(twice.status).toBe(409);
  expect(twice.json.message).toContain("is already marked delivered");

  // The customer's past orders and home say so, with the time it was marked.
  await db.invoice.create({
    data: {
      number: `INV-${b.number}`,
      userId: b.userId,
      orderId: b.id,
      status: "PAID",
      subtotalCents: 8000,
      totalCents: 8000,
      issuedAt: now,
      paidAt: now,
    },
  });
  const evening = new Date(now.getTime() + 3_600_000);
  const customer = { token: (await createSession(b.userId, "API", evening)).token };
  const past = await call(invoices.GET, `/api/users/${b.userId}/invoices`, {
    ...customer,
    headers: clockAt(evening),
    params: { userId: b.userId },
  });
  expect(past.json.items[0].delivery).toMatchObject({
    delivered: true,
    deliveredAt: now.toISOString(),
  });
  const home = await call(dashboard.GET, `/api/users/${b.userId}/dashboard`, {
    ...customer,
    headers: clockAt(evening),
    params: { userId: b.userId },
  });
  expect(home.json.nextDelivery).toMatchObject({
    orderNumber: b.number,
    status: "DELIVERED",
    deliveredLabel: expect.stringMatching(/^Monday, \w+ \d+ at 6:42 PM$/),
  });
});

test("a split box is DELIVERED once both halves are", async () => {
  const week = freshWeek();
  const b = await box(week, { split: { monday: 4 } });
  await markStop(b, "MONDAY", { mark: "delivered" }, onDay(week, "MONDAY", "17:00"));
  expect((await order(b.id)).status).toBe("PAID");
  // Thursday's half cannot be marked on Monday.
  const early = await markStop(b, "THURSDAY", { mark: "delivered" }, onDay(week, "MONDAY"));
  expect(early.status).toBe(409);
  await markStop(b, "THURSDAY", { mark: "delivered" }, onDay(week, "THURSDAY", "17:00"));
  expect((await order(b.id)).status).toBe("DELIVERED");
});

test("not delivered, then credited: the box's amount through the ledger, audited, once", async () => {
  const week = freshWeek();
  const b = await box(week, { totalCents: 7000, creditCents: 1000 });
  const now = onDay(week, "MONDAY", "19:10");

  const noReason = await markStop(b, "MONDAY", { mark: "not-delivered" }, now);
  expect(noReason.status).toBe(400);
  expect(noReason.json.errors).toEqual([expect.objectContaining({ property: "reason" })]);
  const res = await markStop(b, "MONDAY", { mark: "not-delivered", reason: "Nobody home" }, now);
  expect(res.status).toBe(200);
  const listed = await getRoute(week, "MONDAY", now);
  const stop = listed.json.stops.find((s: { orderId: string }) => s.orderId === b.id);
  expect(stop).toMatchObject({ state: "not-delivered", reason: "Nobody home", canDecide: true });
  // The customer hears at once that we are on it, not only once the manager decides.
  const told = await db.notification.findMany({
    where: { userId: b.userId },
    select: { title: true, body: true },
  });
  expect(told).toEqual([
    {
      title: "We're looking into your delivery",
      body: expect.stringMatching(
        /^Your box for Monday, \w+ \d+ wasn't delivered\. We're looking into it and will tell you shortly whether we bring it again or credit it\.$/,
      ),
    },
  ]);

  // Waiting for the manager: listed on /admin/exceptions too (issue 38, item 8), until decided.
  const waiting = (await missedBoxesToDecide()).find((m) => m.orderNumber === b.number);
  expect(waiting).toMatchObject({ week, day: "MONDAY", reason: "Nobody home" });

  const credited = await decide(b, "MONDAY", { decision: "credit" }, now);
  expect(credited.status).toBe(200);
  expect(credited.json.message).toMatch(/^\$80\.00 credited for /);
  expect((await missedBoxesToDecide()).some((m) => m.orderNumber === b.number)).toBe(false);
  const user = await db.user.findUniqueOrThrow({ where: { id: b.userId } });
  expect(user.balanceCents).toBe(-8000);
  expect(
    await db.creditLedgerEntry.findMany({
      where: { userId: b.userId },
      select: { amountCents: true, reason: true, orderId: true },
    }),
  ).toEqual([{ amountCents: -8000, reason: "REFUND", orderId: b.id }]);
  const audit = await db.adminAuditLog.findFirstOrThrow({
    where: { targetUserId: b.userId, action: "delivery-credit" },
  });
  expect(audit.before).toMatchObject({ balanceCents: 0 });
  expect(audit.after).toMatchObject({ balanceCents: -8000 });
  // A box only credited never arrived: the order stays PAID, and the rollover leaves it so.
  expect((await order(b.id)).status).toBe("PAID");
  // The customer is told: the bell, and a mail queued with the credit.
  const bell = await db.notification.findMany({
    where: { userId: b.userId },
    select: { title: true },
  });
  expect(bell.map((n) => n.title).sort()).toEqual([
    "We credited $80.00 for your missed box",
    "We're looking into your delivery",
  ]);
  const mails = await mailsTo(b.email);
  expect(mails.map((m) => m.subject)).toEqual(["We credited $80.00 for your missed box"]);
  expect(mails[0].text).toContain("$80.00 is now credit on your account");

  const again = await decide(b, "MONDAY", { decision: "credit" }, now);
  expect(again.status).toBe(409);
  expect((await db.user.findUniqueOrThrow({ where: { id: b.userId } })).balanceCents).toBe(-8000);
  expect(await mailsTo(b.email)).toHaveLength(1);
});

test("redeliver: the stop is back on the list, then delivered", async () => {
  const week = freshWeek();
  const b = await box(week);
  const monday = onDay(week, "MONDAY", "19:00");
  await markStop(b, "MONDAY", { mark: "not-delivered", reason: "Wrong buzzer" }, monday);
  const res = await decide(b, "MONDAY", { decision: "redeliver" }, monday);
  expect(res.status).toBe(200);
  const listed = await getRoute(week, "MONDAY", monday);
  expect(listed.json.stops[0]).toMatchObject({
    state: "redeliver",
    reason: "Wrong buzzer",
    canMarkDelivered: true,
    canDecide: false,
  });
  // The customer is told by the bell and by mail (queued with the decision).
  const mails = await mailsTo(b.email);
  expect(mails.map((m) => m.subject)).toEqual(["We'll bring your box again"]);
  expect(mails[0].text).toContain(`We couldn't deliver your box from order ${b.number}`);
  const tuesday = new Date(monday.getTime() + 20 * 3_600_000);
  expect((await markStop(b, "MONDAY", { mark: "delivered" }, tuesday)).status).toBe(200);
  expect((await order(b.id)).status).toBe("DELIVERED");
  expect(
    await db.adminAuditLog.count({
      where: {
        targetUserId: b.userId,
        action: { in: ["delivery-not-delivered", "delivery-redeliver", "delivery-delivered"] },
      },
    }),
  ).toBe(3);
});

test("bad input: unknown day, stop, mark or decision; no box that day; not paid; admin's own box", async () => {
  const week = freshWeek();
  const b = await box(week);
  const now = onDay(week, "MONDAY");
  const badDay = await call(mark.POST, `/api/admin/deliveries/${b.id}/friday`, {
    token: admin.token,
    params: { orderId: b.id, day: "friday" },
    body: { mark: "delivered" },
  });
  expect(badDay.status).toBe(400);
  expect((await getRoute("2026-02-31", "MONDAY", now)).status).toBe(400);
  expect((await markStop(b, "MONDAY", { mark: "lost" }, now)).status).toBe(400);
  expect(
    (await markStop(b, "MONDAY", { mark: "not-delivered", reason: "x".repeat(201) }, now)).status,
  ).toBe(400);
  expect((await decide(b, "MONDAY", { decision: "refund" }, now)).status).toBe(400);
  expect(
    (await markStop({ ...b, id: "no-such-order" }, "MONDAY", { mark: "delivered" }, now)).status,
  ).toBe(404);
  const noThursday = await markStop(b, "THURSDAY", { mark: "delivered" }, onDay(week, "THURSDAY"));
  expect(noThursday.status).toBe(404);
  expect(noThursday.json.message).toBe(`Order ${b.number} has no box on Thursday.`);
  const unpaid = await box(week, { status: "PAYMENT_FAILED" });
  const refused = await markStop(unpaid, "MONDAY", { mark: "delivered" }, now);
  expect(refused.status).toBe(409);
  expect(refused.json.message).toContain("is not paid (payment failed)");
  // Nothing to decide on a stop never reported not delivered.
  expect((await decide(b, "MONDAY", { decision: "credit" }, now)).status).toBe(409);

  // An admin never credits their own box.
  const own = await box(week);
  await db.weeklyOrder.update({ where: { id: own.id }, data: { userId: admin.userId } });
  await markStop(own, "MONDAY", { mark: "not-delivered", reason: "Not home" }, now);
  const self = await decide(own, "MONDAY", { decision: "credit" }, now);
  expect(self.status).toBe(403);
  expect(self.json.message).toMatch(/^You can't credit your own box/);
});

test("the rollover's fallback: unmarked stops assumed delivered and shown so; reported ones left alone", async () => {
  // A week of its own in 2000, so the fallback run here touches no other test's orders.
  const week = "2000-01-03";
  const unmarked = await box(week);
  const marked = await box(week);
  const missed = await box(week);
  const credited = await box(week);
  const monday = onDay(week, "MONDAY", "18:00");
  await markStop(marked, "MONDAY", { mark: "delivered" }, monday);
  await markStop(missed, "MONDAY", { mark: "not-delivered", reason: "Nobody home" }, monday);
  await markStop(credited, "MONDAY", { mark: "not-delivered", reason: "Gate locked" }, monday);
  await decide(credited, "MONDAY", { decision: "credit" }, monday);

  const friday = onDay(week, "THURSDAY", "23:00");
  await deliverPaidOrders("2000-01-07", friday, { weekStart: week });
  expect(await order(unmarked.id)).toEqual({
    status: "DELIVERED",
    deliveredAt: friday,
    deliveryAssumed: true,
  });
  expect(await order(marked.id)).toMatchObject({ status: "DELIVERED", deliveryAssumed: false });
  expect((await order(missed.id)).status).toBe("PAID");
  expect((await order(credited.id)).status).toBe("PAID");

  const listed = await getRoute(week, "MONDAY", friday);
  const state = (b: Box) =>
    listed.json.stops.find((s: { orderId: string }) => s.orderId === b.id).state;
  expect([unmarked, marked, missed, credited].map(state)).toEqual([
    "assumed",
    "delivered",
    "not-delivered",
    "credited",
  ]);
  // A late "delivered" confirms what was assumed; "not delivered" cannot undo a closed order.
  const late = await markStop(
    unmarked,
    "MONDAY",
    { mark: "not-delivered", reason: "Lost" },
    friday,
  );
  expect(late.status).toBe(409);
  expect(late.json.message).toContain("The rollover recorded");
  expect((await markStop(unmarked, "MONDAY", { mark: "delivered" }, friday)).status).toBe(200);
  expect(await order(unmarked.id)).toMatchObject({ status: "DELIVERED", deliveryAssumed: false });
});

test("money is given back once: a refund after a box's credit, and a credit after a refund, get only what is left", async () => {
  const week = freshWeek();
  const now = onDay(week, "MONDAY", "19:10");
  // The charge and the offline provider's own record of it, as the rollover would leave them.
  const charged = async (b: Box) => {
    const providerChargeId = `pi_offline_delivery_${b.id}`;
    await db.offlinePayment.create({
      data: {
        id: providerChargeId,
        idempotencyKey: `test:${b.id}`,
        customerId: "cus_test",
        paymentMethodId: "pm_card_visa",
        amountCents: 7000,
        status: "succeeded",
      },
    });
    await db.charge.create({
      data: {
        orderId: b.id,
        userId: b.userId,
        amountCents: 7000,
        status: "SUCCEEDED",
        idempotencyKey: `charge:${b.id}`,
        providerChargeId,
      },
    });
  };
  const refund = (b: Box, amountCents?: number) =>
    refundOrder(
      { orderId: b.id, amountCents, reason: "Test", actorId: admin.userId },
      { provider: paymentProvider(), now },
    );

  // Credited in full for the missed box ($70 charged + $10 credit used): nothing left to refund.
  const credited = await box(week, { totalCents: 7000, creditCents: 1000 });
  await charged(credited);
  await markStop(credited, "MONDAY", { mark: "not-delivered", reason: "Nobody home" }, now);
  expect((await decide(credited, "MONDAY", { decision: "credit" }, now)).status).toBe(200);
  await expect(refund(credited)).rejects.toMatchObject({
    status: 409,
    message: expect.stringMatching(/given back in full \(\$80\.00 of it as credit/),
  });

  // $50 refunded to the card first: the box's credit is what is left of the $80, $30.
  const refunded = await box(week, { totalCents: 7000, creditCents: 1000 });
  await charged(refunded);
  expect((await refund(refunded, 5000)).status).toBe("SUCCEEDED");
  await markStop(refunded, "MONDAY", { mark: "not-delivered", reason: "Wrong address" }, now);
  const res = await decide(refunded, "MONDAY", { decision: "credit" }, now);
  expect(res.status).toBe(200);
  expect(res.json.message).toMatch(/^\$30\.00 credited for /);
  expect((await db.user.findUniqueOrThrow({ where: { id: refunded.userId } })).balanceCents).toBe(
    -3000,
  );
});
