// Admin users: search (name, email, order number), a customer's record, and every action with
// its audit entry (who, what, whom, when, before and after).
import * as loginRoute from "@/app/api/auth/login/route";
import * as users from "@/app/api/admin/users/route";
import * as detail from "@/app/api/admin/users/[userId]/route";
import * as actions from "@/app/api/admin/users/[userId]/actions/route";
import * as refundRoute from "@/app/api/admin/orders/[orderId]/refund/route";
import { createSession } from "@/lib/auth/sessions";
import { paymentProvider } from "@/lib/payments";
import { REFUND_FAILED_MESSAGE, refundOrder } from "@/lib/payments/refund-order";
import { db, pool } from "@/lib/db";
import { retryOrderCharge } from "@/lib/payments/retry-charge";
import { stopQueue } from "@/lib/jobs/queue";
import type { MailJob } from "@/lib/mail/queued-mail";
import { renderTemplate } from "@/lib/mail/templates";
import { call, testInstant } from "../../helpers";
import { createUser, PASSWORD, uniqueIp } from "../auth-fixtures";
import { nextOrderNumber } from "@/lib/orders/order-number";
import { invoiceFor, orderFor, subscriber } from "../customer-a-fixtures";
import { adminSession, chargedInFull, freshWeek } from "./admin-fixtures";
import { captureLog } from "@/lib/log/capture-log";

let admin: { userId: string; token: string };
beforeAll(async () => {
  admin = await adminSession();
});
afterAll(async () => {
  // A refund queues the offline provider's webhook event, which starts the job queue.
  await stopQueue();
  await db.$disconnect();
});

const act = (userId: string, body: unknown, token = admin.token, at?: Date) =>
  call(actions.POST, `/api/admin/users/${userId}/actions`, {
    token,
    params: { userId },
    body,
    headers: at ? { "x-test-now": at.toISOString() } : undefined,
  });

const record = async (userId: string) =>
  (await call(detail.GET, `/api/admin/users/${userId}`, { token: admin.token, params: { userId } }))
    .json;

test("search finds a customer by name, email or order number; pages hold 25", async () => {
  const s = await subscriber();
  await db.user.update({
    where: { id: s.userId },
    data: { firstName: "Quillon", lastName: "Abernathy" },
  });
  const order = await orderFor(s, freshWeek(), "PAID", 8);
  const find = async (q: string) =>
    (
      await call(users.GET, `/api/admin/users?q=${encodeURIComponent(q)}`, { token: admin.token })
    ).json.users.map((u: { id: string }) => u.id);
  expect(await find("abernathy quillon")).toEqual([s.userId]);
  expect(await find(s.email.toUpperCase())).toEqual([s.userId]);
  expect(await find(order.number.toLowerCase())).toEqual([s.userId]);
  // The number without its "LK-" prefix, as a customer reads it out on the phone (defect 12).
  const number = await nextOrderNumber();
  await db.weeklyOrder.update({ where: { id: order.id }, data: { number } });
  const digits = number.replace(/^LK-/, "");
  expect(await find(digits)).toEqual([s.userId]);
  expect(await find(`#${digits}`)).toEqual([s.userId]);
  const all = await call(users.GET, "/api/admin/users?page=1", { token: admin.token });
  expect(all.json.pageSize).toBe(25);
  expect(all.json.total).toBeGreaterThan(0);
  expect((await call(users.GET, "/api/admin/users?page=0", { token: admin.token })).status).toBe(
    400,
  );
});

test("a customer's record: plan, schedule, address, card, orders with charges and invoices", async () => {
  const s = await subscriber({ card: { problem: "DECLINED" } });
  const order = await orderFor(s, freshWeek(), "PAYMENT_FAILED", 8);
  await db.charge.create({
    data: {
      userId: s.userId,
      orderId: order.id,
      amountCents: order.totalCents,
      status: "FAILED",
      idempotencyKey: `test-${order.id}`,
      failureMessage: "Your card was declined.",
    },
  });
  const json = await record(s.userId);
  expect(json.subscription).toMatchObject({ plan: s.plan.name, deliveryDay: "MONDAY" });
  expect(json.address).toMatchObject({ street: "55 Lake Shore Blvd E", postalCode: "M5E 1A4" });
  expect(json.card).toMatchObject({ brand: "visa", last4: "4242", problem: "DECLINED" });
  expect(json.orders[0]).toMatchObject({
    number: order.number,
    status: "PAYMENT_FAILED",
    charges: [{ status: "FAILED", failureMessage: "Your card was declined." }],
  });
  const missing = await call(detail.GET, "/api/admin/users/nope", {
    token: admin.token,
    params: { userId: "nope" },
  });
  expect(missing.status).toBe(404);
});

test("deactivate: sign-in refused, plan cancelled, audit written; reactivate", async () => {
  const user = await createUser({ roles: ["customer"] });
  const s = await subscriber();
  // Give the password account a plan by moving the subscriber's plan over.
  await db.subscription.update({ where: { id: s.subscription.id }, data: { userId: user.id } });
  const res = await act(user.id, { action: "deactivate", reason: "Chargeback" });
  expect(res.status).toBe(200);
  expect(res.json.message).toMatch(/deactivated/);
  const login = await call(loginRoute.POST, "/api/auth/login", {
    body: { email: user.email, password: PASSWORD },
    headers: { "x-forwarded-for": uniqueIp() },
  });
  expect(login.status).toBe(401);
  const json = await record(user.id);
  expect(json.status).toBe("disabled");
  expect(json.subscription.status).toBe("CANCELLED");
  expect(json.audit[0]).toMatchObject({
    action: "deactivate",
    detail: "Chargeback",
    before: { status: "active", subscription: "ACTIVE" },
    after: { status: "disabled", subscription: "CANCELLED" },
  });
  expect(json.audit[0].actor).toMatch(/\S+ \S+/);

  expect((await act(user.id, { action: "reactivate" })).status).toBe(200);
  const back = await call(loginRoute.POST, "/api/auth/login", {
    body: { email: user.email, password: PASSWORD },
    headers: { "x-forwarded-for": uniqueIp() },
  });
  expect(back.status).toBe(200);
  expect((await act(user.id, { action: "reactivate" })).status).toBe(409);
});

test("a deactivated account stays deactivated when marked suspicious: only reactivate opens it", async () => {
  const user = await createUser({ roles: ["customer"] });
  expect((await act(user.id, { action: "deactivate", reason: "Chargeback" })).status).toBe(200);
  const flagged = await act(user.id, { action: "mark-suspicious", reason: "Many cards" });
  expect(flagged.status).toBe(409);
  expect(flagged.json.message).toMatch(/is deactivated: marking the account suspicious/);
  expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).status).toBe("disabled");
  const login = await call(loginRoute.POST, "/api/auth/login", {
    body: { email: user.email, password: PASSWORD },
    headers: { "x-forwarded-for": uniqueIp() },
  });
  expect(login.status).toBe(401);
  // Nothing happened, so nothing is audited beyond the deactivation.
  expect((await record(user.id)).audit.map((a: { action: string }) => a.action)).toEqual([
    "deactivate",
  ]);
  // Deactivating twice is refused too: the plan and sessions are already gone.
  expect((await act(user.id, { action: "deactivate" })).status).toBe(409);
});

test("an admin never deactivates themself; another admin only with a confirmation", async () => {
  const self = await act(admin.userId, { action: "deactivate", confirmAdmin: true });
  expect(self.status).toBe(403);
  const other = await createUser({ roles: ["admin"] });
  const unconfirmed = await act(other.id, { action: "deactivate" });
  expect(unconfirmed.status).toBe(409);
  expect(unconfirmed.json.message).toMatch(/is an admin\. Confirm/);
  expect((await db.user.findUniqueOrThrow({ where: { id: other.id } })).status).toBe("active");
  expect((await act(other.id, { action: "deactivate", confirmAdmin: true })).status).toBe(200);
});

test("mark suspicious, grant credit, pause and resume, notes: each in the audit log", async () => {
  const s = await subscriber();
  expect((await act(s.userId, { action: "mark-suspicious", reason: "Many cards" })).status).toBe(
    200,
  );
  const credit = await act(s.userId, {
    action: "grant-credit",
    amountCents: 1500,
    reason: "Late delivery",
  });
  expect(credit.status).toBe(200);
  expect(credit.json.message).toBe(`$15.00 credit granted to Rowan Tester.`);
  expect((await act(s.userId, { action: "pause" })).status).toBe(200);
  expect((await act(s.userId, { action: "resume" })).status).toBe(200);
  expect((await act(s.userId, { action: "note", text: "Prefers Thursday calls" })).status).toBe(
    200,
  );
  const json = await record(s.userId);
  expect(json.status).toBe("suspicious");
  expect(json.balanceCents).toBe(-1500);
  expect(json.credits[0]).toMatchObject({
    amountCents: -1500,
    reason: "ADJUSTMENT",
    description: "Late delivery",
  });
  expect(json.audit.map((a: { action: string }) => a.action)).toEqual([
    "note",
    "resume",
    "pause",
    "grant-credit",
    "mark-suspicious",
  ]);
  const pause = json.audit.find((a: { action: string }) => a.action === "pause");
  expect(pause.before.subscription).toBe("ACTIVE");
  expect(pause.after.subscription).toBe("PAUSED");
  const grant = json.audit.find((a: { action: string }) => a.action === "grant-credit");
  expect([grant.before.balanceCents, grant.after.balanceCents]).toEqual([0, -1500]);
  // The page reads each entry in words (issue 26, defect 8), never the stored values.
  expect(grant.words).toEqual({
    title: "Granted credit",
    detail: "$15.00: Late delivery",
    changes: ["+$15.00 credit (balance: no credit → $15.00 credit)"],
  });
  expect(pause.words.changes).toEqual(["Plan: Active → Paused"]);
});

test("no credit for a deactivated account; nobody credits, flags or refunds themself", async () => {
  const gone = await subscriber();
  expect((await act(gone.userId, { action: "deactivate" })).status).toBe(200);
  const credit = await act(gone.userId, {
    action: "grant-credit",
    amountCents: 1500,
    reason: "Late delivery",
  });
  expect(credit.status).toBe(409);
  expect(credit.json.message).toBe(
    "Rowan Tester is deactivated: reactivate the account before granting credit.",
  );
  expect((await db.user.findUniqueOrThrow({ where: { id: gone.userId } })).balanceCents).toBe(0);
  expect(await db.creditLedgerEntry.count({ where: { userId: gone.userId } })).toBe(0);

  // Separation of duties: another admin must do these.
  const self = await subscriber();
  const adminRole = await db.role.findUniqueOrThrow({ where: { slug: "admin" } });
  await db.userRole.create({ data: { userId: self.userId, roleId: adminRole.id } });
  const own = (body: unknown) => act(self.userId, body, self.token);
  const selfCredit = await own({ action: "grant-credit", amountCents: 1500, reason: "Mine" });
  expect(selfCredit.status).toBe(403);
  expect(selfCredit.json.message).toBe(
    "You can't grant credit to your own account: another admin has to, so no one approves money for themself.",
  );
  const selfFlag = await own({ action: "mark-suspicious", reason: "Testing" });
  expect(selfFlag.status).toBe(403);
  expect(selfFlag.json.message).toBe(
    "You can't change your own account's status: another admin has to, so no one reviews themself.",
  );
  await db.user.update({ where: { id: self.userId }, data: { status: "suspicious" } });
  expect((await own({ action: "reactivate" })).status).toBe(403);
  // Refunds: through the record's action and through the refund call alike.
  const paid = await orderFor(self, freshWeek(), "PAID", 8);
  const selfRefund = await own({ action: "refund", orderId: paid.id, reason: "Mine" });
  expect(selfRefund.status).toBe(403);
  expect(selfRefund.json.message).toMatch(
    /^You can't refund your own orders: another admin has to/,
  );
  const direct = await call(refundRoute.POST, `/api/admin/orders/${paid.id}/refund`, {
    token: self.token,
    params: { orderId: paid.id },
    body: { reason: "Mine" },
  });
  expect(direct.json).toEqual({ statusCode: 403, message: selfRefund.json.message });
  const row = await db.user.findUniqueOrThrow({ where: { id: self.userId } });
  expect([row.status, row.balanceCents]).toEqual(["suspicious", 0]);
  expect(await db.adminAuditLog.count({ where: { targetUserId: self.userId } })).toBe(0);
  // A note and their own plan are still theirs to handle.
  expect((await own({ action: "note", text: "Checked my own account" })).status).toBe(200);
});

test("bad input is a 400 naming the field; the account is unchanged", async () => {
  const s = await subscriber();
  const zero = await act(s.userId, { action: "grant-credit", amountCents: 0, reason: "x" });
  expect(zero.status).toBe(400);
  const fields = zero.json.errors.map((e: { property: string }) => e.property);
  expect(fields).toEqual(expect.arrayContaining(["amountCents", "reason"]));
  expect((await act(s.userId, { action: "explode" })).status).toBe(400);
  expect((await db.user.findUniqueOrThrow({ where: { id: s.userId } })).balanceCents).toBe(0);
});

test("a customer cannot act as an admin on anyone, even themself", async () => {
  const s = await subscriber();
  const { token } = await createSession(s.userId, "API", new Date());
  expect((await act(s.userId, { action: "note", text: "hello there" }, token)).status).toBe(403);
});

test("refund an order from the customer's record: the money, the invoice and the audit log", async () => {
  const s = await subscriber();
  const order = await orderFor(s, freshWeek(), "PAID", 8);
  const invoice = await invoiceFor(s, order, new Date());
  await chargedInFull(s, order);

  const part = await act(s.userId, {
    action: "refund",
    orderId: order.id,
    amountCents: 1000,
    reason: "Late delivery",
  });
  expect(part.status).toBe(200);
  expect(part.json.message).toMatch(/^Refunded \$10\.00 on order LK-/);
  const json = await record(s.userId);
  const row = json.orders.find((o: { id: string }) => o.id === order.id);
  expect(row.charges[0].refundedCents).toBe(1000);
  expect(json.audit[0]).toMatchObject({ action: "refund" });
  expect(json.audit[0].detail).toContain("Late delivery");
  expect((await db.invoice.findUniqueOrThrow({ where: { id: invoice.id } })).refundedCents).toBe(
    1000,
  );
  // "The customer is told": by mail through the queue too, not only the bell (issue 26 defect 12).
  const { rows: mails } = await pool.query<{ data: MailJob<"order-refunded"> }>(
    "SELECT data FROM pgboss.job WHERE name = 'mail.send' AND data->>'to' = $1",
    [s.email],
  );
  expect(mails.map((m) => m.data.template)).toEqual(["order-refunded"]);
  const sent = await renderTemplate("order-refunded", mails[0].data.props);
  expect(sent.subject).toBe(`We refunded $10.00 on order ${order.number}`);
  expect(sent.text).toContain(
    `We refunded $10.00 on your order ${order.number} to your Visa •••• 4242.`,
  );

  const tooMuch = await act(s.userId, {
    action: "refund",
    orderId: order.id,
    amountCents: order.totalCents,
    reason: "Again",
  });
  expect(tooMuch.status).toBe(400);
  expect(tooMuch.json.errors[0].property).toBe("amountCents");
  const other = await subscriber();
  const notTheirs = await act(other.userId, {
    action: "refund",
    orderId: order.id,
    reason: "x y z",
  });
  expect(notTheirs.status).toBe(404);
});

test("a refund through POST /api/admin/orders/{orderId}/refund is in the audit log too", async () => {
  const s = await subscriber();
  const order = await orderFor(s, freshWeek(), "PAID", 8);
  await chargedInFull(s, order);
  const res = await call(refundRoute.POST, `/api/admin/orders/${order.id}/refund`, {
    token: admin.token,
    params: { orderId: order.id },
    body: { amountCents: 1500, reason: "Cold on arrival" },
  });
  expect(res.status).toBe(200);
  expect(res.json).toMatchObject({ orderId: order.id, amountCents: 1500, refundedCents: 1500 });
  const [entry] = (await record(s.userId)).audit;
  expect(entry).toMatchObject({ action: "refund" });
  expect(entry.detail).toBe(`$15.00 on order ${order.number}: Cold on arrival`);
  const row = await db.adminAuditLog.findFirstOrThrow({
    where: { targetUserId: s.userId, action: "refund" },
  });
  expect(row.actorId).toBe(admin.userId);
});

test("an admin takes an on-hold plan off hold", async () => {
  const s = await subscriber();
  await db.subscription.update({
    where: { id: s.subscription.id },
    data: { status: "ON_HOLD", onHoldAt: new Date() },
  });
  const res = await act(s.userId, { action: "resume" });
  expect(res.status).toBe(200);
  expect(res.json.message).toMatch(/active again from the next open week/);
  expect(
    (await db.subscription.findUniqueOrThrow({ where: { id: s.subscription.id } })).status,
  ).toBe("ACTIVE");
  const json = await record(s.userId);
  expect(json.audit[0]).toMatchObject({
    action: "resume",
    before: { subscription: "ON_HOLD" },
    after: { subscription: "ACTIVE" },
  });
});

test("a failed refund answers a useful message, never the provider's or database's text", async () => {
  const s = await subscriber();
  const order = await orderFor(s, freshWeek(), "PAID", 8);
  // The provider has no such payment: the offline provider refuses with its own words.
  await db.charge.create({
    data: {
      userId: s.userId,
      orderId: order.id,
      amountCents: order.totalCents,
      status: "SUCCEEDED",
      providerChargeId: `pi_offline_missing_${order.id}`,
      idempotencyKey: `charge:admin-missing:${order.id}`,
    },
  });
  const logged = captureLog();
  {
    const viaAction = await act(s.userId, { action: "refund", orderId: order.id, reason: "Late" });
    expect(viaAction.json).toEqual({ statusCode: 409, message: REFUND_FAILED_MESSAGE });
    const viaRoute = await call(refundRoute.POST, `/api/admin/orders/${order.id}/refund`, {
      token: admin.token,
      params: { orderId: order.id },
      body: { reason: "Late" },
    });
    expect(viaRoute.json).toEqual({ statusCode: 409, message: REFUND_FAILED_MESSAGE });

    // Whatever the provider says (here: a database error with a card number and a key in it)
    // stays in the server's log, redacted.
    const leaky = Object.assign(
      new Error(
        'duplicate key value violates unique constraint "Refund_pkey" (card 4242 4242 4242 4242, key sk_live_abc123XYZ)',
      ),
      { code: "23505" },
    );
    const provider = { ...paymentProvider(), refund: () => Promise.reject(leaky) };
    await expect(
      refundOrder(
        { orderId: order.id, reason: "Late", actorId: admin.userId },
        { provider, now: new Date() },
      ),
    ).rejects.toMatchObject({ status: 409, message: REFUND_FAILED_MESSAGE });
    const line = logged.find((l) => String(l.detail).includes("duplicate key value"));
    expect(line).toMatchObject({
      component: "refund",
      msg: expect.stringMatching(/^refund \S+ on order LK-\S+ failed at the provider$/),
      detail: expect.stringMatching(/^Error 23505/),
    });
    expect(JSON.stringify(line)).not.toMatch(/4242 4242|sk_live/);
  }
  const refunds = await db.refund.findMany({ where: { charge: { orderId: order.id } } });
  expect(refunds.map((r) => r.status)).toEqual(["FAILED", "FAILED", "FAILED"]);
});

test("failed payments: the Users filter finds them and Retry charge now queues the charge (defect 4)", async () => {
  const failing = await subscriber();
  const fine = await subscriber();
  const failed = await orderFor(failing, freshWeek(), "PAYMENT_FAILED", 8);
  const paid = await orderFor(fine, freshWeek(), "PAID", 8);
  const list = async (query: string) =>
    (await call(users.GET, `/api/admin/users?${query}`, { token: admin.token })).json.users.map(
      (u: { id: string }) => u.id,
    );
  expect(await list(`payment=failed&q=${encodeURIComponent(failing.email)}`)).toEqual([
    failing.userId,
  ]);
  expect(await list(`payment=failed&q=${encodeURIComponent(fine.email)}`)).toEqual([]);
  // "Any" sends an empty value; the search still applies.
  expect(await list(`payment=&q=${encodeURIComponent(fine.email)}`)).toEqual([fine.userId]);
  expect(
    (await call(users.GET, "/api/admin/users?payment=paid", { token: admin.token })).status,
  ).toBe(400);

  // Only a failed payment, and only the customer's own order.
  expect((await act(fine.userId, { action: "retry-charge", orderId: paid.id })).status).toBe(409);
  expect((await act(fine.userId, { action: "retry-charge", orderId: failed.id })).status).toBe(404);
  expect((await act(failing.userId, { action: "retry-charge" })).status).toBe(400);

  const retry = await act(failing.userId, { action: "retry-charge", orderId: failed.id });
  expect(retry.status).toBe(200);
  expect(retry.json.message).toBe(
    `Retrying the charge for order ${failed.number} with the card on file. Its result shows here in a moment.`,
  );
  const { rows } = await pool.query<{ data: { orderId: string } }>(
    "SELECT data FROM pgboss.job WHERE name = 'payments.retry-charge' AND data->>'orderId' = $1",
    [failed.id],
  );
  expect(rows.map((r) => r.data.orderId)).toEqual([failed.id]);
  // The worker's part, as lib/jobs/workers.ts runs it: the card on file pays the order.
  expect(await retryOrderCharge(failed.id, { provider: paymentProvider(), now: new Date() })).toBe(
    "paid",
  );
  const json = await record(failing.userId);
  expect(json.orders.find((o: { id: string }) => o.id === failed.id).status).toBe("PAID");
  expect(json.audit[0].words).toMatchObject({
    title: "Retried a failed charge",
    detail: `Order ${failed.number}, with the card on file`,
  });
});

test("20 retries at once of one failed charge: one attempt, the others 409; then one more may start (issue 38 item 3)", async () => {
  const s = await subscriber();
  // A card that saves fine and is declined when charged: every attempt fails.
  await db.paymentMethod.update({
    where: { id: s.card.id },
    data: { providerPaymentMethodId: "pm_card_chargeCustomerFail", last4: "0341" },
  });
  const failed = await orderFor(s, freshWeek(), "PAYMENT_FAILED", 8);
  const retry = () => act(s.userId, { action: "retry-charge", orderId: failed.id });
  const answers = await Promise.all(Array.from({ length: 20 }, retry));
  expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
  expect(answers.find((a) => a.status === 409)?.json.message).toBe(
    `A retry of order ${failed.number}'s charge is already under way: its result shows here in a moment.`,
  );
  const attempts = () => db.charge.count({ where: { orderId: failed.id } });
  expect(await attempts()).toBe(1);
  const jobs = async () =>
    (
      await pool.query(
        "SELECT 1 FROM pgboss.job WHERE name = 'payments.retry-charge' AND data->>'orderId' = $1",
        [failed.id],
      )
    ).rowCount;
  expect(await jobs()).toBe(1);

  // The worker's part: declined. The retry is over, so the next click starts a second attempt.
  expect(await retryOrderCharge(failed.id, { provider: paymentProvider(), now: new Date() })).toBe(
    "failed",
  );
  expect(await attempts()).toBe(1);
  expect((await retry()).status).toBe(200);
  expect(await attempts()).toBe(2);
  expect(await jobs()).toBe(2);
});

test("a credit granted by mistake is taken back by a reversing entry, once, while unspent (defect 7)", async () => {
  const s = await subscriber();
  expect(
    (await act(s.userId, { action: "grant-credit", amountCents: 1000, reason: "Wrong account" }))
      .status,
  ).toBe(200);
  const granted = (await record(s.userId)).credits[0];
  expect(granted).toMatchObject({ amountCents: -1000, reversible: true, takenBack: false });

  expect((await act(s.userId, { action: "reverse-credit", entryId: granted.id })).status).toBe(400);
  // Each entry a second after the one before: the record lists the newest first.
  const began = testInstant().getTime();
  const later = (seconds: number) => new Date(began + seconds * 1000);
  const back = await act(
    s.userId,
    { action: "reverse-credit", entryId: granted.id, reason: "Granted to the wrong customer" },
    admin.token,
    later(1),
  );
  expect(back.status).toBe(200);
  expect(back.json.message).toBe("$10.00 credit taken back from Rowan Tester.");
  const json = await record(s.userId);
  expect(json.balanceCents).toBe(0);
  expect(json.credits.map((c: { amountCents: number }) => c.amountCents)).toEqual([1000, -1000]);
  expect(json.credits[0]).toMatchObject({
    description: "Taken back: Wrong account",
    reversible: false,
  });
  expect(json.credits[1]).toMatchObject({ reversible: false, takenBack: true });
  expect(json.audit[0].words).toEqual({
    title: "Took back a credit",
    detail: "$10.00 (“Wrong account”): Granted to the wrong customer",
    changes: ["−$10.00 credit (balance: $10.00 credit → no credit)"],
  });

  // Twice, a reversal itself, someone else's entry: refused, nothing moves.
  const again = await act(s.userId, {
    action: "reverse-credit",
    entryId: granted.id,
    reason: "Again",
  });
  expect(again.status).toBe(409);
  expect(
    (await act(s.userId, { action: "reverse-credit", entryId: json.credits[0].id, reason: "Undo" }))
      .status,
  ).toBe(409);
  const other = await subscriber();
  expect(
    (await act(other.userId, { action: "reverse-credit", entryId: granted.id, reason: "Wrong" }))
      .status,
  ).toBe(404);

  // Spent credit cannot be taken back: the balance never becomes money owed.
  await act(
    s.userId,
    { action: "grant-credit", amountCents: 1500, reason: "Late box" },
    admin.token,
    later(2),
  );
  const late = (await record(s.userId)).credits[0];
  await db.user.update({ where: { id: s.userId }, data: { balanceCents: -500 } });
  const spent = await act(s.userId, { action: "reverse-credit", entryId: late.id, reason: "Oops" });
  expect(spent.status).toBe(409);
  expect(spent.json.message).toBe(
    "Rowan Tester has $5.00 of credit left, less than this $15.00: only unspent credit can be taken back.",
  );
  expect((await record(s.userId)).balanceCents).toBe(-500);
});
