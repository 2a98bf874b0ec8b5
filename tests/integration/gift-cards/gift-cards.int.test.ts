// Gift cards: POST /api/gift-cards (anyone), GET /api/gift-cards/status/{token},
// GET /api/users/{userId}/gift-cards, GET /api/admin/gift-cards, POST
// /api/admin/gift-cards/{giftCardId}/refund and POST /api/cron/gift-cards: happy paths, bad input,
// who may call what, and a bought card redeemed through the existing gift-code flow, once.
import * as status from "@/app/api/gift-cards/status/[token]/route";
import * as mine from "@/app/api/users/[userId]/gift-cards/route";
import * as search from "@/app/api/admin/gift-cards/route";
import * as refund from "@/app/api/admin/gift-cards/[giftCardId]/refund/route";
import * as cron from "@/app/api/cron/gift-cards/route";
import * as coupons from "@/app/api/users/[userId]/coupons/[coupon]/route";
import { db } from "@/lib/db";
import { sendAtOf } from "@/lib/gift-cards/delivery-day";
import { QUEUES } from "@/lib/jobs/queue";
import { GIFT_CARD_PURCHASE_LIMIT } from "@/lib/rate-limit/per-address";
import { TEST_NOW_HEADER } from "@/lib/clock/request-now";
import { call, requestInstant } from "../../helpers";
import { person, type Person } from "../customer-a-fixtures";
import { createUser, uniqueIp, webSignIn } from "../auth-fixtures";
import { buyCard, purchase, queuedJobs, refundMailsTo, torontoDayIn } from "./gift-card-fixtures";

beforeAll(() => {
  process.env.ALLOW_TEST_CLOCK = "1";
});
afterAll(() => db.$disconnect());

let customer: Person;
let other: Person;
let admin: Person;
beforeAll(async () => {
  [customer, other, admin] = await Promise.all([person(), person(), person(["admin"])]);
});

const statusOf = (token: string) =>
  call(status.GET, `/api/gift-cards/status/${token}`, { params: { token } });
const tokenOf = (statusPath: string) => statusPath.split("/").pop()!;
const cardsOf = (userId: string, token?: string) =>
  call(mine.GET, `/api/users/${userId}/gift-cards`, { token, params: { userId } });
const find = (q: string, token?: string) =>
  call(search.GET, `/api/admin/gift-cards?q=${encodeURIComponent(q)}`, { token });
const refundCard = (giftCardId: string, body: unknown, token?: string) =>
  call(refund.POST, `/api/admin/gift-cards/${giftCardId}/refund`, {
    method: "POST",
    body,
    token,
    params: { giftCardId },
  });
const sweep = (at: Date, secret = "test-cron-secret") =>
  call(cron.POST, "/api/cron/gift-cards", {
    method: "POST",
    headers: {
      authorization: `Bearer ${secret}`,
      "x-test-now": at.toISOString(),
      "x-forwarded-for": uniqueIp(),
    },
  });
const redeem = (who: Person, code: string) =>
  call(coupons.POST, `/api/users/${who.userId}/coupons/${code}`, {
    method: "POST",
    token: who.token,
    params: { userId: who.userId, coupon: code },
  });

describe("POST /api/gift-cards", () => {
  test("anyone buys a card: paid, a gift code, the recipient's mail waits for 8 AM that day", async () => {
    const body = purchase({ amountCents: 7500 });
    const res = await buyCard(body);
    expect(res.status).toBe(200);
    expect(res.json.giftCard).toMatchObject({
      amountCents: 7500,
      status: "PAID",
      state: "Scheduled",
      recipientEmail: body.recipientEmail,
      deliverOn: body.deliverOn,
      sendAt: sendAtOf(body.deliverOn).toISOString(),
      sentAt: null,
      redeemed: false,
    });
    expect(res.json.statusPath).toMatch(/^\/gift-cards\/status\/[A-Za-z0-9_-]{43}$/);
    const card = await db.giftCard.findUniqueOrThrow({
      where: { id: res.json.giftCard.id },
      include: { giftCode: true },
    });
    expect(card.buyerUserId).toBeNull();
    expect(card.giftCode).toMatchObject({ initialCents: 7500, balanceCents: 7500 });
    expect(card.giftCode!.code).toMatch(/^GIFT-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    // The provider was asked once, with the purchase's deterministic key.
    const payment = await db.offlinePayment.findUniqueOrThrow({
      where: { idempotencyKey: `giftcard:${body.requestKey}` },
    });
    expect(payment).toMatchObject({ amountCents: 7500, status: "succeeded" });
    const delivery = await queuedJobs(QUEUES.giftCardDelivery, "giftCardId", card.id);
    expect(delivery).toHaveLength(1);
    expect(delivery[0].start_after.toISOString()).toBe(card.sendAt.toISOString());
    // The buyer's receipt is queued now; the recipient's mail is not.
    const receipt = await queuedJobs(QUEUES.mail, "to", body.buyerEmail);
    expect(receipt.map((j) => j.data.template)).toEqual(["gift-card-receipt"]);
    expect(await queuedJobs(QUEUES.mail, "to", body.recipientEmail)).toHaveLength(0);
  });

  test("a signed-in buyer's card is theirs; sent again with the same key it is the same card", async () => {
    const body = purchase();
    const first = await buyCard(body, { token: customer.token });
    expect(first.status).toBe(200);
    const again = await buyCard(body, { token: customer.token });
    expect(again.status).toBe(200);
    expect(again.json.giftCard.id).toBe(first.json.giftCard.id);
    expect(again.json.statusPath).toBe(first.json.statusPath);
    expect(await db.giftCard.count({ where: { requestKey: body.requestKey } })).toBe(1);
    expect(
      await db.offlinePayment.count({ where: { idempotencyKey: `giftcard:${body.requestKey}` } }),
    ).toBe(1);
    const row = await db.giftCard.findUniqueOrThrow({ where: { id: first.json.giftCard.id } });
    expect(row.buyerUserId).toBe(customer.userId);
  });

  test("the same key with other details is refused (409), nothing charged again", async () => {
    const body = purchase();
    expect((await buyCard(body)).status).toBe(200);
    const res = await buyCard({ ...body, amountCents: 10000 });
    expect(res.status).toBe(409);
    expect(res.json.message).toMatch(/already sent with other details/);
  });

  test("a declined card: 402 with the provider's reason in plain words, no code made", async () => {
    const body = purchase({ paymentMethodId: "pm_card_chargeDeclined" });
    const res = await buyCard(body);
    expect(res.status).toBe(402);
    expect(res.json).toEqual({
      statusCode: 402,
      message: "Your card was declined. Please use a different card.",
    });
    const row = await db.giftCard.findUniqueOrThrow({ where: { requestKey: body.requestKey } });
    expect(row).toMatchObject({ status: "FAILED", giftCodeId: null });
  });

  test.each([
    ["an amount under $25", { amountCents: 2400 }, "amountCents"],
    ["an amount over $500", { amountCents: 50100 }, "amountCents"],
    ["cents in the amount", { amountCents: 2550 }, "amountCents"],
    ["a recipient email that is not one", { recipientEmail: "sam@" }, "recipientEmail"],
    ["no recipient name", { recipientName: "  " }, "recipientName"],
    ["a message over 500 characters", { message: "x".repeat(501) }, "message"],
    ["a day that is not a date", { deliverOn: "tomorrow" }, "deliverOn"],
    ["a request key that is not a UUID", { requestKey: "1" }, "requestKey"],
    ["an unknown field", { password: "hunter2" }, ""],
  ])("bad input: %s → 400 naming the field", async (_label, change, property) => {
    const res = await buyCard(purchase(change));
    expect(res.status).toBe(400);
    expect(res.json.statusCode).toBe(400);
    if (property) {
      expect(res.json.errors.map((e: { property: string }) => e.property)).toContain(property);
    }
  });

  test.each([
    ["yesterday", -1],
    ["more than a year ahead", 367],
  ])("a delivery day %s → 400 on deliverOn", async (_label, days) => {
    const res = await buyCard(purchase({ deliverOn: torontoDayIn(days) }));
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([
      {
        property: "deliverOn",
        constraints: { inRange: "Choose a delivery date from today to a year from now." },
      },
    ]);
  });

  test(`more than ${GIFT_CARD_PURCHASE_LIMIT.max} purchases an hour from one address → 429`, async () => {
    const ip = uniqueIp();
    // One instant for every purchase (pinRequestInstantPerTest in tests/helpers.ts says why).
    const headers = { [TEST_NOW_HEADER]: requestInstant().toISOString() };
    for (let i = 0; i < GIFT_CARD_PURCHASE_LIMIT.max; i++) {
      // Bad input still counts: a card tester's failures are what the limit is for.
      expect((await buyCard(purchase({ amountCents: 1 }), { ip, headers })).status).toBe(400);
    }
    const over = await buyCard(purchase(), { ip, headers });
    expect(over.status).toBe(429);
    expect(over.json).toEqual({ statusCode: 429, message: GIFT_CARD_PURCHASE_LIMIT.message });
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
  }, 60_000);
});

describe("GET /api/gift-cards/status/{token}", () => {
  test("the receipt's link shows the card, without its code", async () => {
    const bought = await buyCard(purchase());
    const res = await statusOf(tokenOf(bought.json.statusPath));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: bought.json.giftCard.id, state: "Scheduled" });
    expect(JSON.stringify(res.json)).not.toMatch(/GIFT-/);
  });

  test("the day it was bought is Toronto's: 9:28 PM on a Saturday is Saturday (issue 38)", async () => {
    const bought = await buyCard(purchase());
    await db.giftCard.update({
      where: { id: bought.json.giftCard.id },
      data: { createdAt: new Date("2026-11-29T02:28:00Z") },
    });
    const res = await statusOf(tokenOf(bought.json.statusPath));
    expect(res.json).toMatchObject({
      createdAt: "2026-11-29T02:28:00.000Z",
      boughtOn: "2026-11-28",
    });
  });

  test("an unknown link → 404; a malformed one → 400", async () => {
    expect((await statusOf("A".repeat(43))).status).toBe(404);
    expect((await statusOf("short")).status).toBe(400);
  });
});

describe("GET /api/users/{userId}/gift-cards", () => {
  test("the buyer sees their cards; another customer 403; nobody 401; an admin 200", async () => {
    const buyer = await person();
    const bought = await buyCard(purchase(), { token: buyer.token });
    const own = await cardsOf(buyer.userId, buyer.token);
    expect(own.status).toBe(200);
    expect(own.json.items.map((c: { id: string }) => c.id)).toEqual([bought.json.giftCard.id]);
    expect((await cardsOf(buyer.userId, other.token)).status).toBe(403);
    expect((await cardsOf(buyer.userId)).status).toBe(401);
    expect((await cardsOf(buyer.userId, admin.token)).status).toBe(200);
  });
});

describe("GET /api/admin/gift-cards", () => {
  test("an admin finds a card by buyer's email or by its code; customers 403, nobody 401", async () => {
    const body = purchase();
    const bought = await buyCard(body);
    const byEmail = await find(body.buyerEmail, admin.token);
    expect(byEmail.status).toBe(200);
    expect(byEmail.json.items).toHaveLength(1);
    const [card] = byEmail.json.items;
    expect(card).toMatchObject({ id: bought.json.giftCard.id, refundable: true });
    const byCode = await find(card.code.toLowerCase(), admin.token);
    expect(byCode.json.items.map((c: { id: string }) => c.id)).toEqual([card.id]);
    expect((await find(body.buyerEmail, customer.token)).status).toBe(403);
    expect((await find(body.buyerEmail)).status).toBe(401);
  });

  test("a query over 254 characters → 400", async () => {
    expect((await find("x".repeat(255), admin.token)).status).toBe(400);
  });
});

describe("redeeming a bought card through the gift-code flow", () => {
  test("the recipient redeems it once; nobody else can", async () => {
    const bought = await buyCard(purchase({ amountCents: 4000 }));
    const code = (await find(bought.json.giftCard.id, admin.token)).json.items[0].code as string;
    const recipient = await person();
    const res = await redeem(recipient, code);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ kind: "gift", balanceCents: 4000 });
    const stranger = await redeem(await person(), code);
    expect(stranger.status).toBe(404);
    expect(stranger.json.message).toMatch(/already been redeemed/);
    const state = await statusOf(tokenOf(bought.json.statusPath));
    expect(state.json).toMatchObject({ redeemed: true, state: "Redeemed" });
  });
});

describe("POST /api/admin/gift-cards/{giftCardId}/refund", () => {
  test("an unredeemed card: refunded through the provider, its code void, audited", async () => {
    const body = purchase();
    const bought = await buyCard(body, { token: customer.token });
    const id = bought.json.giftCard.id as string;
    const res = await refundCard(id, { reason: "Bought by mistake" }, admin.token);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: "REFUNDED", state: "Refunded", refundable: false });
    const payment = await db.offlinePayment.findUniqueOrThrow({
      where: { idempotencyKey: `giftcard:${body.requestKey}` },
    });
    expect(payment.refundedCents).toBe(5000);
    const audit = await db.adminAuditLog.findFirstOrThrow({ where: { giftCardId: id } });
    expect(audit).toMatchObject({
      actorId: admin.userId,
      targetUserId: customer.userId,
      action: "refund-gift-card",
      detail: "Bought by mistake",
    });
    // The buyer is told, once, by a mail queued with the refund's record.
    const mails = await refundMailsTo(body.buyerEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0].data.props).toMatchObject({
      buyerName: "Maya Chen",
      recipientName: "Sam Rivera",
      amountCents: 5000,
      statusUrl: expect.stringContaining(bought.json.statusPath),
    });
    // Its code no longer redeems, and a second refund is refused.
    const code = res.json.code as string;
    expect((await redeem(await person(), code)).status).toBe(404);
    expect((await refundCard(id, { reason: "Again" }, admin.token)).status).toBe(409);
    expect(await refundMailsTo(body.buyerEmail)).toHaveLength(1);
    // The mail due later is never sent for a refunded card.
    expect((await sweep(new Date(Date.now() + 5 * 86_400_000))).status).toBe(200);
    expect(await queuedJobs(QUEUES.mail, "to", body.recipientEmail)).toHaveLength(0);
  });

  test("an anonymous buyer's card is audited with no account named", async () => {
    const bought = await buyCard(purchase());
    const id = bought.json.giftCard.id as string;
    expect((await refundCard(id, { reason: "Fraud report" }, admin.token)).status).toBe(200);
    const audit = await db.adminAuditLog.findFirstOrThrow({ where: { giftCardId: id } });
    expect(audit.targetUserId).toBeNull();
  });

  test("a redeemed card cannot be refunded (409)", async () => {
    const bought = await buyCard(purchase());
    const id = bought.json.giftCard.id as string;
    const code = (await find(id, admin.token)).json.items[0].code as string;
    expect((await redeem(await person(), code)).status).toBe(200);
    const res = await refundCard(id, { reason: "Asked for it" }, admin.token);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("This gift card has been redeemed, so it can't be refunded.");
  });

  test("who may refund: an admin; not a customer (403), nobody (401), nor the admin who bought it", async () => {
    const buyerAdmin = await person(["admin"]);
    const bought = await buyCard(purchase(), { token: buyerAdmin.token });
    const id = bought.json.giftCard.id as string;
    expect((await refundCard(id, { reason: "Mine" }, customer.token)).status).toBe(403);
    expect((await refundCard(id, { reason: "Mine" })).status).toBe(401);
    const own = await refundCard(id, { reason: "Mine" }, buyerAdmin.token);
    expect(own.status).toBe(403);
    expect(own.json.message).toMatch(/gift card you bought/);
  });

  test("bad input: no reason → 400; an unknown card → 404; a failed purchase → 409", async () => {
    const bought = await buyCard(purchase());
    const id = bought.json.giftCard.id as string;
    const res = await refundCard(id, { reason: "" }, admin.token);
    expect(res.status).toBe(400);
    expect(res.json.errors[0].property).toBe("reason");
    expect((await refundCard("no-such-card", { reason: "Why not" }, admin.token)).status).toBe(404);
    const failed = purchase({ paymentMethodId: "pm_card_chargeDeclined" });
    await buyCard(failed);
    const row = await db.giftCard.findUniqueOrThrow({ where: { requestKey: failed.requestKey } });
    expect((await refundCard(row.id, { reason: "Why not" }, admin.token)).status).toBe(409);
  });
});

describe("POST /api/cron/gift-cards: the recipient's mail on the chosen morning", () => {
  test("nothing before 8 AM Toronto on the day; then one mail with the code; never twice", async () => {
    const body = purchase({ deliverOn: torontoDayIn(10) });
    const bought = await buyCard(body);
    const sendAt = sendAtOf(body.deliverOn);
    await sweep(new Date(sendAt.getTime() - 60_000));
    expect(await queuedJobs(QUEUES.mail, "to", body.recipientEmail)).toHaveLength(0);
    const due = await sweep(sendAt);
    expect(due.status).toBe(200);
    expect(due.json.sent).toBeGreaterThanOrEqual(1);
    const mails = await queuedJobs(QUEUES.mail, "to", body.recipientEmail);
    expect(mails).toHaveLength(1);
    const code = (await find(bought.json.giftCard.id, admin.token)).json.items[0].code;
    expect(mails[0].data).toMatchObject({
      template: "gift-card",
      props: { code, amountCents: 5000, buyerName: "Maya Chen", recipientName: "Sam Rivera" },
    });
    await sweep(new Date(sendAt.getTime() + 3_600_000));
    expect(await queuedJobs(QUEUES.mail, "to", body.recipientEmail)).toHaveLength(1);
    const state = await statusOf(tokenOf(bought.json.statusPath));
    expect(state.json).toMatchObject({ state: "Delivered", sentAt: sendAt.toISOString() });
  });

  test("without the cron secret → 401", async () => {
    expect((await sweep(new Date(), "wrong")).status).toBe(401);
  });
});

describe("POST /api/gift-cards signed in with the web session cookie", () => {
  test("needs the anti-forgery header like any signed-in write; then the card is theirs", async () => {
    const user = await createUser();
    const web = await webSignIn(user.email);
    const body = purchase();
    const forged = await buyCard(body, { headers: { cookie: web.cookie } });
    expect(forged.status).toBe(403);
    const res = await buyCard(body, { headers: { cookie: web.cookie, "x-csrf-token": web.csrf } });
    expect(res.status).toBe(200);
    const row = await db.giftCard.findUniqueOrThrow({ where: { id: res.json.giftCard.id } });
    expect(row.buyerUserId).toBe(user.id);
  });
});
