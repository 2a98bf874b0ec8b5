// Payment problems after the deadline, at injected times, on the real PostgreSQL: failed charges
// retried (new card at once, then daily), holds after three days, strong customer authentication,
// refunds; and Stripe webhooks: signatures, exactly-once, any order. Every week is a fixed one and
// every instant is derived from its deadline (the expiring-card test, which reads today, is
// card-expiring.int.test.ts).
import "./use-db-r4";
import * as refundRoute from "@/app/api/admin/orders/[orderId]/refund/route";
import * as webhook from "@/app/api/stripe/webhook/route";
import { createSession } from "@/lib/auth/sessions";
import fc from "fast-check";
import { addWeeks, orderDeadline, type IsoDate } from "@/lib/clock";
import { db } from "@/lib/db";
import { formatCents } from "@/lib/format/money";
import { getInvoice } from "@/lib/invoices/invoices";
import { pdfText } from "@/lib/invoices/pdf-text";
import { receiptFor } from "@/lib/invoices/receipt";
import { stopQueue } from "@/lib/jobs/queue";
import { offlineProvider } from "@/lib/payments/offline-provider";
import { getDashboard } from "@/lib/dashboard/get-dashboard";
import { holdsAt } from "@/lib/payments/payment-problem";
import { runPaymentRecovery } from "@/lib/payments/payment-recovery";
import { refundOrder } from "@/lib/payments/refund-order";
import { retryOrderCharge } from "@/lib/payments/retry-charge";
import { recordSavedCard } from "@/lib/payments/save-payment-method";
import { cardRetries } from "@/lib/payments/card-retries";
import { getCustomerAccount } from "@/lib/account/customer-account";
import { deliverSignedEvent } from "@/lib/webhooks/deliver-event";
import { giftCardPaymentEffect } from "@/lib/gift-cards/settle-payment";
import { webhookEvents } from "@/lib/metrics/work-counters";
import { handleWebhook } from "@/lib/payments/webhooks/handle-webhook";
import { signPayload, SignatureError } from "@/lib/payments/webhooks/signature";
import { processBatch } from "@/lib/rollover/process-batch";
import { runRollover } from "@/lib/rollover/run-rollover";
import { call } from "../../helpers";
import {
  afterDeadline,
  customer,
  menuWeek,
  order,
  orderOf,
  recordingProvider,
  type MenuWeek,
} from "./fixtures";

const provider = offlineProvider();

afterAll(async () => {
  await stopQueue();
  await db.$disconnect();
});

const roll = (week: MenuWeek, now = afterDeadline(week.weekStart)) =>
  runRollover({ now, weekStart: week.weekStart, inline: true, provider });

/** `days` days and `hours` hours after the week's deadline (Wednesday 11:59:59 PM Toronto). */
const daysAfter = (weekStart: IsoDate, days: number, hours = 1) =>
  new Date(orderDeadline(weekStart).getTime() + days * 86_400_000 + hours * 3_600_000);

async function newCard(userId: string, paymentMethodId: string, now: Date) {
  const card = await provider.attachPaymentMethod("cus", paymentMethodId);
  return db.$transaction((tx) => recordSavedCard(tx, userId, "offline", card, now));
}

async function failedWeek(weekStart: IsoDate, card = "pm_card_chargeCustomerFail") {
  const week = await menuWeek(weekStart);
  const who = await customer({ card });
  await order(who, week);
  await roll(week);
  const failed = await orderOf(who, week);
  expect(failed?.status).toBe("PAYMENT_FAILED");
  return { week, who, failed: failed! };
}

/** A signed delivery of a Stripe-shaped event to the webhook handler. */
async function deliver(event: object, now = new Date(), signature?: string | null) {
  const payload = JSON.stringify(event);
  return handleWebhook(payload, signature === undefined ? signPayload(payload, now) : signature, {
    provider,
    now,
    otherPayment: giftCardPaymentEffect,
  });
}

const intentEvent = (id: string, type: string, pi: string, chargeId: string) => ({
  id,
  object: "event",
  type,
  created: 1,
  data: { object: { id: pi, object: "payment_intent", metadata: { chargeId } } },
});

describe("the payment-problem lifecycle", () => {
  test("fail → daily retry fails → a new card succeeds at once: PAID, problem cleared", async () => {
    const { week, who, failed } = await failedWeek("2027-03-01");
    const card = await db.paymentMethod.findFirstOrThrow({ where: { userId: who.userId } });
    expect(card.problem).toBe("DECLINED");

    // Day 1: the daily retry with the same card fails again, with the derived key.
    await runPaymentRecovery(provider, daysAfter(week.weekStart, 1));
    let charges = await db.charge.findMany({
      where: { orderId: failed.id },
      orderBy: { attempt: "asc" },
    });
    expect(charges.map((c) => [c.attempt, c.status])).toEqual([
      [0, "FAILED"],
      [1, "FAILED"],
    ]);
    expect(charges[1].idempotencyKey).toBe(`${charges[0].idempotencyKey}:retry:1`);
    // Told once, when the order first failed: the retry does not nag again.
    expect(
      await db.notification.count({ where: { userId: who.userId, link: { contains: "payment" } } }),
    ).toBe(1);

    // A new card: retried at once (the job the save queued), paid, problem gone.
    const now = daysAfter(week.weekStart, 1, 15);
    const saved = await newCard(who.userId, "pm_card_visa", now);
    expect(saved.retryingOrderIds).toEqual([failed.id]);
    // What the Payment tab reads to say what happened (issue 27: it said "24-48 hours" instead).
    const retry = { orderId: failed.id, number: failed.number, amountCents: failed.totalCents };
    expect(await cardRetries(who.userId)).toEqual([{ ...retry, outcome: "trying" }]);
    expect(await retryOrderCharge(failed.id, { provider, now })).toBe("paid");
    expect(await cardRetries(who.userId)).toEqual([{ ...retry, outcome: "paid" }]);
    // Nothing is under way any more, so the account's "24-48 hours" banner is gone.
    expect((await getCustomerAccount(who.userId, now)).paymentUpdateNotice).toBeNull();
    const paid = await orderOf(who, week);
    expect(paid?.status).toBe("PAID");
    expect(paid?.invoice?.status).toBe("PAID");
    charges = await db.charge.findMany({
      where: { orderId: failed.id },
      orderBy: { attempt: "asc" },
    });
    expect(charges.map((c) => c.status)).toEqual(["FAILED", "FAILED", "SUCCEEDED"]);
    expect(charges[2].idempotencyKey).toBe(`${charges[0].idempotencyKey}:retry:2`);
    const cards = await db.paymentMethod.findMany({
      where: { userId: who.userId, removedAt: null },
    });
    expect(cards.map((c) => c.problem)).toEqual([null]);
    // Nothing left to retry.
    expect(await retryOrderCharge(failed.id, { provider, now })).toBe("not-due");
  });

  test.each(["after-intent", "after-claim", "after-provider"] as const)(
    "a retry that crashes %s resumes with the same key: charged once",
    async (phase) => {
      const weekStart = {
        "after-intent": "2027-07-05",
        "after-claim": "2027-07-12",
        "after-provider": "2027-07-19",
      }[phase] as IsoDate;
      const { week, who, failed } = await failedWeek(weekStart);
      const now = daysAfter(week.weekStart, 1, 2);
      await newCard(who.userId, "pm_card_visa", now);
      const { provider: recording, calls } = recordingProvider();
      const crash = async (at: string) => {
        if (at === phase) throw new Error(`crash ${at}`);
      };
      await expect(
        retryOrderCharge(failed.id, { provider: recording, now, failpoint: crash }),
      ).rejects.toThrow(`crash ${phase}`);
      expect(await retryOrderCharge(failed.id, { provider: recording, now })).toBe("paid");
      const keys = calls.map((c) => c.request.idempotencyKey);
      expect(new Set(keys).size).toBe(1);
      expect(keys[0]).toMatch(/:retry:1$/);
      const charges = await db.charge.findMany({ where: { orderId: failed.id } });
      expect(charges.filter((c) => c.status === "SUCCEEDED")).toHaveLength(1);
      expect(charges).toHaveLength(2);
      expect((await orderOf(who, week))?.status).toBe("PAID");
    },
  );

  test("a flagged card that pays loses its decline flag; an expiry warning stays", async () => {
    const week = await menuWeek("2027-10-04");
    const declined = await customer({ card: "pm_card_visa" });
    const expiring = await customer({ card: "pm_card_visa" });
    const since = new Date("2027-02-01T12:00:00Z");
    await db.paymentMethod.update({
      where: { id: declined.card!.id },
      data: { problem: "DECLINED", problemSince: since },
    });
    await db.paymentMethod.update({
      where: { id: expiring.card!.id },
      data: { problem: "EXPIRING_SOON", problemSince: since },
    });
    await order(declined, week);
    await order(expiring, week);
    await roll(week);
    expect((await orderOf(declined, week))?.status).toBe("PAID");
    expect((await orderOf(expiring, week))?.status).toBe("PAID");
    const cards = await db.paymentMethod.findMany({
      where: { id: { in: [declined.card!.id, expiring.card!.id] } },
      select: { id: true, problem: true, problemSince: true },
    });
    const byId = new Map(cards.map((c) => [c.id, c]));
    expect(byId.get(declined.card!.id)).toMatchObject({ problem: null, problemSince: null });
    expect(byId.get(expiring.card!.id)).toMatchObject({ problem: "EXPIRING_SOON" });
  });

  test("daily retries stop after three, never for an expired card", async () => {
    const { week, failed } = await failedWeek("2027-03-08");
    for (const day of [1, 1, 2, 3, 4])
      await runPaymentRecovery(provider, daysAfter(week.weekStart, day));
    const attempts = await db.charge.count({ where: { orderId: failed.id, attempt: { gt: 0 } } });
    expect(attempts).toBe(3);

    const expired = await failedWeek("2027-03-15", "pm_card_chargeDeclinedExpiredCard");
    await runPaymentRecovery(provider, daysAfter(expired.week.weekStart, 1));
    await runPaymentRecovery(provider, daysAfter(expired.week.weekStart, 2));
    expect(await db.charge.count({ where: { orderId: expired.failed.id } })).toBe(1);
  });

  test("fail → 3 days → on hold, order cancelled and never charged → new card → active next open week", async () => {
    const { week, who, failed } = await failedWeek("2027-03-22");
    const beforeHold = new Date(holdsAt(week.weekStart).getTime() - 1000);
    await runPaymentRecovery(provider, beforeHold);
    expect(
      (await db.subscription.findUniqueOrThrow({ where: { id: who.subscription.id } })).status,
    ).toBe("ACTIVE");

    const afterHold = new Date(holdsAt(week.weekStart).getTime() + 60_000);
    const result = await runPaymentRecovery(provider, afterHold);
    expect(result.held).toBeGreaterThanOrEqual(1);
    expect((await orderOf(who, week))?.status).toBe("CANCELLED");
    const held = await db.subscription.findUniqueOrThrow({ where: { id: who.subscription.id } });
    expect(held.status).toBe("ON_HOLD");
    expect(await db.charge.count({ where: { orderId: failed.id, status: "SUCCEEDED" } })).toBe(0);
    expect(
      await db.notification.count({ where: { userId: who.userId, title: "Your plan is on hold" } }),
    ).toBe(1);

    // The next week rolls over while on hold: no order, no charge.
    const next = await menuWeek(addWeeks(week.weekStart, 1));
    await roll(next);
    expect(await orderOf(who, next)).toBeNull();

    // A new card: ACTIVE again, and the week after that is ordered and charged.
    await newCard(who.userId, "pm_card_visa", afterDeadline(next.weekStart, 3600));
    expect(
      (await db.subscription.findUniqueOrThrow({ where: { id: who.subscription.id } })).status,
    ).toBe("ACTIVE");
    const open = await menuWeek(addWeeks(week.weekStart, 2));
    await roll(open);
    expect((await orderOf(who, open))?.status).toBe("PAID");
  });

  test("requires action → confirmed after the deadline → PAID", async () => {
    const week = await menuWeek("2027-06-07");
    const who = await customer({ card: "pm_card_authenticationRequired" });
    await order(who, week);
    await roll(week);
    const waiting = await orderOf(who, week);
    expect(waiting?.status).toBe("REQUIRES_ACTION");
    expect(waiting?.charges[0].status).toBe("REQUIRES_ACTION");
    const bell = await db.notification.findFirstOrThrow({
      where: { userId: who.userId, title: "Confirm your payment" },
    });
    expect(bell.link).toBe(`/customer/payments/${waiting!.id}`);
    // The home asks for the confirmation too, with the order, its amount and the way there.
    const home = await getDashboard(who.userId, daysAfter(week.weekStart, 1));
    expect(home.paymentAction).toMatchObject({
      orderId: waiting!.id,
      orderNumber: waiting!.number,
      totalCents: waiting!.totalCents,
      href: `/customer/payments/${waiting!.id}`,
    });
    expect(home.paymentAction?.confirmByLabel).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d+$/);

    // Two days after the deadline the customer confirms.
    const pid = waiting!.charges[0].providerChargeId!;
    await provider.completeAuthentication(pid);
    const state = await provider.retrievePayment(pid);
    const { applyPaymentState } = await import("@/lib/payments/webhooks/converge-payment");
    const effect = await applyPaymentState(
      state,
      waiting!.charges[0].id,
      daysAfter(week.weekStart, 2),
    );
    await db.$transaction((tx) => effect(tx));
    const paid = await orderOf(who, week);
    expect(paid?.status).toBe("PAID");
    expect(paid?.invoice?.status).toBe("PAID");
    // The same key again answers with the confirmed outcome: no second charge.
    expect(
      await provider.charge({
        ...chargeRequest(waiting!.charges[0]),
        paymentMethodId: "pm_card_authenticationRequired",
      }),
    ).toEqual({
      ok: true,
      providerChargeId: pid,
    });
  });

  test("requires action → never confirmed → on hold, order cancelled", async () => {
    const week = await menuWeek("2027-06-14");
    const who = await customer({ card: "pm_card_authenticationRequired" });
    await order(who, week);
    await roll(week);
    await runPaymentRecovery(provider, new Date(holdsAt(week.weekStart).getTime() + 60_000));
    expect((await orderOf(who, week))?.status).toBe("CANCELLED");
    expect(
      (await db.subscription.findUniqueOrThrow({ where: { id: who.subscription.id } })).status,
    ).toBe("ON_HOLD");
  });

  test("the refund call is for admins only, validated before anything moves", async () => {
    const who = await customer();
    const admin = await db.user.findFirstOrThrow({ where: { email: "admin@lakeshorekitchen.ca" } });
    const { token: adminToken } = await createSession(admin.id, "API", new Date());
    const path = "/api/admin/orders/any/refund";
    const params = { orderId: "any" };
    expect((await call(refundRoute.POST, path, { params, body: { reason: "x" } })).status).toBe(
      401,
    );
    const asCustomer = await call(refundRoute.POST, path, {
      params,
      body: { reason: "x" },
      token: who.token,
    });
    expect(asCustomer.status).toBe(403);
    const invalid = await call(refundRoute.POST, path, {
      params,
      body: { amountCents: -5, reason: "" },
      token: adminToken,
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json.errors.map((e: { property: string }) => e.property).sort()).toEqual([
      "amountCents",
      "reason",
    ]);
    const missing = await call(refundRoute.POST, path, {
      params,
      body: { reason: "Late" },
      token: adminToken,
    });
    expect(missing.status).toBe(404);
  });

  test("an admin refunds part, then the rest; more than is left is refused; the invoice shows it", async () => {
    const week = await menuWeek("2027-04-19");
    const who = await customer();
    await order(who, week);
    await roll(week);
    const paid = (await orderOf(who, week))!;
    const admin = await db.user.findFirstOrThrow({ where: { email: "admin@lakeshorekitchen.ca" } });
    const now = daysAfter(week.weekStart, 5);
    const part = await refundOrder(
      { orderId: paid.id, amountCents: 1000, reason: "Late delivery", actorId: admin.id },
      { provider, now },
    );
    expect(part).toMatchObject({ status: "SUCCEEDED", refundedCents: 1000 });
    await expect(
      refundOrder(
        { orderId: paid.id, amountCents: paid.totalCents, reason: "x", actorId: admin.id },
        { provider, now },
      ),
    ).rejects.toMatchObject({ code: "VALIDATION" });
    const rest = await refundOrder(
      { orderId: paid.id, reason: "Cancelled by us", actorId: admin.id },
      { provider, now },
    );
    expect(rest.refundedCents).toBe(paid.totalCents);
    const invoice = await db.invoice.findUniqueOrThrow({ where: { orderId: paid.id } });
    expect(invoice.refundedCents).toBe(paid.totalCents);
    // The customer's invoice and receipt show it.
    const detail = await getInvoice(invoice.id, who.userId, false);
    expect(detail.refundedCents).toBe(paid.totalCents);
    const receipt = await receiptFor(invoice.id, who.userId, false);
    expect(pdfText(receipt.pdf)).toContain(
      `Refunded ${formatCents(paid.totalCents)} to the same card`,
    );
    await expect(
      refundOrder({ orderId: paid.id, reason: "again", actorId: admin.id }, { provider, now }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
  });
});

function chargeRequest(charge: { id: string; amountCents: number; idempotencyKey: string }) {
  return {
    customerId: "cus",
    paymentMethodId: "pm_card_visa",
    amountCents: charge.amountCents,
    idempotencyKey: charge.idempotencyKey,
    description: "x",
    chargeId: charge.id,
  };
}

describe("Stripe webhooks", () => {
  test("tampered body, wrong secret, old timestamp, missing header → refused, nothing stored", async () => {
    const event = intentEvent("evt_sig_1", "payment_intent.succeeded", "pi_none", "none");
    const payload = JSON.stringify(event);
    const now = new Date();
    const good = signPayload(payload, now);
    const attempts: [string, string | null, Date][] = [
      [payload.replace("pi_none", "pi_evil"), good, now],
      [payload, good.replace(/v1=[0-9a-f]+/, "v1=" + "0".repeat(64)), now],
      [payload, signPayload(payload, new Date(now.getTime() - 301_000)), now],
      [payload, null, now],
    ];
    for (const [body, signature, at] of attempts) {
      await expect(
        handleWebhook(body, signature, { provider, now: at, otherPayment: giftCardPaymentEffect }),
      ).rejects.toBeInstanceOf(SignatureError);
    }
    expect(await db.processedWebhookEvent.count({ where: { id: "evt_sig_1" } })).toBe(0);
  });

  test("POST /api/stripe/webhook: 400 in the error shape without a valid signature, 200 with one", async () => {
    const payload = JSON.stringify(
      intentEvent("evt_route_1", "payment_intent.succeeded", "pi_unknown", "none"),
    );
    const bad = await call(webhook.POST, "/api/stripe/webhook", {
      rawBody: payload,
      headers: { "stripe-signature": "t=1,v1=00" },
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/signature/i),
    });
    const missing = await call(webhook.POST, "/api/stripe/webhook", { rawBody: payload });
    expect(missing.status).toBe(400);
    expect(await db.processedWebhookEvent.count({ where: { id: "evt_route_1" } })).toBe(0);

    const good = await call(webhook.POST, "/api/stripe/webhook", {
      rawBody: payload,
      headers: { "stripe-signature": signPayload(payload) },
    });
    expect(good.status).toBe(200);
    expect(good.json).toMatchObject({ received: true, result: "applied" });
    const again = await call(webhook.POST, "/api/stripe/webhook", {
      rawBody: payload,
      headers: { "stripe-signature": signPayload(payload) },
    });
    expect(again.json).toMatchObject({ received: true, result: "duplicate" });
  });

  test("webhook_events_total counts each event by type and outcome", async () => {
    // Counted in this process and not yet written: nothing flushes under Jest until a scrape.
    const count = async (type: string, outcome: string) => webhookEvents.pending({ type, outcome });
    const type = "payment_intent.succeeded";
    const before = {
      applied: await count(type, "applied"),
      duplicate: await count(type, "duplicate"),
      ignored: await count("customer.created", "ignored"),
      rejected: await count("unverified", "rejected"),
    };
    const event = intentEvent("evt_metric_1", type, "pi_unknown", "none");
    await deliver(event);
    await deliver(event);
    await deliver({ ...event, id: "evt_metric_2", type: "customer.created" });
    await expect(deliver(event, new Date(), "t=1,v1=00")).rejects.toBeInstanceOf(SignatureError);
    expect(await count(type, "applied")).toBe(before.applied + 1);
    expect(await count(type, "duplicate")).toBe(before.duplicate + 1);
    expect(await count("customer.created", "ignored")).toBe(before.ignored + 1);
    expect(await count("unverified", "rejected")).toBe(before.rejected + 1);
  });

  test("the offline provider queues the same signed events for the same handler", async () => {
    const week = await menuWeek("2027-08-02");
    const who = await customer({ card: "pm_card_authenticationRequired" });
    const locked = await order(who, week);
    const now = afterDeadline(week.weekStart);
    await db.weeklyOrder.update({
      where: { id: locked.id },
      data: { status: "LOCKED", lockedAt: now },
    });
    await processBatch({ weekId: week.id, orderIds: [locked.id] }, { provider, now });
    const charge = await db.charge.findFirstOrThrow({ where: { orderId: locked.id } });
    const jobs = await db.$queryRaw<{ data: { payload: string } }[]>`
      SELECT data FROM pgboss.job WHERE name = 'payments.webhook'
        AND data->>'payload' LIKE ${`%${charge.providerChargeId}%`}`;
    const events = jobs.map((j) => JSON.parse(j.data.payload) as { id: string; type: string });
    expect(events.map((e) => e.type)).toEqual(["payment_intent.requires_action"]);
    // The queue's worker signs it when it delivers it and hands it to the webhook handler.
    expect((await deliverSignedEvent(jobs[0].data.payload)).result).toBe("applied");
    expect((await deliverSignedEvent(jobs[0].data.payload)).result).toBe("duplicate");
    expect((await orderOf(who, week))?.status).toBe("REQUIRES_ACTION");
  });

  test("an event outside the allow-list is acknowledged and ignored", async () => {
    const result = await deliver({
      id: "evt_other",
      object: "event",
      type: "customer.created",
      created: 1,
      data: { object: {} },
    });
    expect(result.result).toBe("ignored");
    expect(await db.processedWebhookEvent.count({ where: { id: "evt_other" } })).toBe(0);
  });

  test("storm: every event type 3× in shuffled order ends as one in-order delivery would", async () => {
    // An order waiting for confirmation that the customer confirms, then refunds in Stripe; plus a
    // dispute, a card updated, attached and detached, and a setup intent.
    const week = await menuWeek("2027-05-10");
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(), { minLength: 27, maxLength: 27 }), async (ranks) => {
        // Locked and charged alone (the rollover's batch step), so each run stays small.
        const who = await customer({ card: "pm_card_authenticationRequired" });
        const locked = await order(who, week);
        const now = afterDeadline(week.weekStart);
        await db.weeklyOrder.update({
          where: { id: locked.id },
          data: { status: "LOCKED", lockedAt: now },
        });
        await processBatch({ weekId: week.id, orderIds: [locked.id] }, { provider, now });
        const waiting = (await orderOf(who, week))!;
        expect(waiting.status).toBe("REQUIRES_ACTION");
        const charge = waiting.charges[0];
        const pid = charge.providerChargeId!;
        await provider.completeAuthentication(pid);
        await provider.refund({
          providerChargeId: pid,
          amountCents: 700,
          idempotencyKey: `storm:${who.userId}`,
        });
        const tag = who.userId.slice(0, 8);
        const events = [
          intentEvent(`evt_${tag}_ra`, "payment_intent.requires_action", pid, charge.id),
          intentEvent(`evt_${tag}_ok`, "payment_intent.succeeded", pid, charge.id),
          intentEvent(`evt_${tag}_fail`, "payment_intent.payment_failed", pid, charge.id),
          {
            id: `evt_${tag}_ref`,
            object: "event",
            type: "charge.refunded",
            created: 1,
            data: { object: { id: `ch_${pid}`, object: "charge", payment_intent: pid } },
          },
          {
            id: `evt_${tag}_disp`,
            object: "event",
            type: "charge.dispute.created",
            created: 1,
            data: {
              object: {
                id: "dp_1",
                object: "dispute",
                payment_intent: pid,
                amount: 700,
                reason: "fraudulent",
              },
            },
          },
          {
            id: `evt_${tag}_upd`,
            object: "event",
            type: "payment_method.automatically_updated",
            created: 1,
            data: { object: { id: "pm_card_authenticationRequired", object: "payment_method" } },
          },
          {
            id: `evt_${tag}_att`,
            object: "event",
            type: "payment_method.attached",
            created: 1,
            data: { object: { id: "pm_card_authenticationRequired", object: "payment_method" } },
          },
          {
            id: `evt_${tag}_setup`,
            object: "event",
            type: "setup_intent.succeeded",
            created: 1,
            data: {
              object: {
                id: "seti_1",
                object: "setup_intent",
                payment_method: "pm_card_authenticationRequired",
                customer: `cus_nobody_${tag}`,
              },
            },
          },
          {
            id: `evt_${tag}_other`,
            object: "event",
            type: "invoice.paid",
            created: 1,
            data: { object: {} },
          },
        ];
        const deliveries = events.flatMap((e) => [e, e, e]);
        const shuffled = deliveries
          .map((event, i) => ({ event, rank: ranks[i] }))
          .sort((a, b) => a.rank - b.rank)
          .map((d) => d.event);
        for (const event of shuffled) await deliver(event);

        const final = (await orderOf(who, week))!;
        expect(final.status).toBe("PAID");
        expect(final.charges.map((c) => c.status)).toEqual(["SUCCEEDED"]);
        expect(final.invoice?.status).toBe("PAID");
        const refunds = await db.refund.findMany({ where: { chargeId: charge.id } });
        expect(refunds.map((r) => r.amountCents)).toEqual([700]);
        expect(final.charges[0].refundedCents).toBe(700);
        expect(final.invoice?.refundedCents).toBe(700);
        expect(await db.invoice.count({ where: { orderId: final.id } })).toBe(1);
        expect(
          await db.notification.count({
            where: { title: "A payment was disputed", body: { contains: final.number } },
          }),
        ).toBe(
          await db.user.count({
            where: { status: "active", roles: { some: { role: { slug: "admin" } } } },
          }),
        );
        expect(
          await db.processedWebhookEvent.count({ where: { id: { startsWith: `evt_${tag}` } } }),
        ).toBe(8);
      }),
      { numRuns: 6 },
    );
  }, 120_000);
});
