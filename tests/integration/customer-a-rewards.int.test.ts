// Rewards: GET /api/users/{userId}/credits, GET/POST /api/users/{userId}/affiliate and
// GET /api/affiliates/{id}.
import * as credits from "@/app/api/users/[userId]/credits/route";
import * as affiliate from "@/app/api/users/[userId]/affiliate/route";
import * as affiliates from "@/app/api/affiliates/[id]/route";
import * as attachCoupon from "@/app/api/users/[userId]/coupons/[coupon]/route";
import { db } from "@/lib/db";
import { call } from "../helpers";
import { demo, orderFor, person, subscriber, MAINTENANCE_NOW } from "./customer-a-fixtures";

beforeAll(() => {
  process.env.ALLOW_TEST_CLOCK = "1";
});
afterAll(() => db.$disconnect());

const getCredits = (userId: string, token?: string, query = "") =>
  call(credits.GET, `/api/users/${userId}/credits${query}`, { token, params: { userId } });
const join = (userId: string, token?: string, headers: Record<string, string> = {}) =>
  call(affiliate.POST, `/api/users/${userId}/affiliate`, {
    method: "POST",
    token,
    headers,
    params: { userId },
  });
const mine = (userId: string, token?: string) =>
  call(affiliate.GET, `/api/users/${userId}/affiliate`, { token, params: { userId } });
const getAffiliate = (id: string, token?: string) =>
  call(affiliates.GET, `/api/affiliates/${id}`, { token, params: { id } });

describe("GET /api/users/{userId}/credits", () => {
  test("the seeded customer: $20 referral credit, sign flipped, and the referral link", async () => {
    const maya = await demo();
    const res = await getCredits(maya.userId, maya.token);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      balanceCents: -2000,
      creditCents: 2000,
      label: "$20.00 credit",
      page: 1,
      pageSize: 20,
      total: 1,
      referral: { code: "MAYA8KQX", link: "https://lakeshorekitchen.ca/signup?ref=MAYA8KQX" },
    });
    expect(res.json.items[0]).toMatchObject({
      amountCents: -2000,
      creditCents: 2000,
      reason: "REFERRAL",
      reasonLabel: "Referral",
      description: "Referral credit: a friend joined with your code",
    });
  });

  test("newest first, paged, credit used shown as negative", async () => {
    const me = await person();
    const at = (days: number) => new Date(Date.now() - days * 86_400_000);
    await db.creditLedgerEntry.createMany({
      data: [
        {
          userId: me.userId,
          amountCents: -2000,
          reason: "REFERRAL",
          description: "Friend",
          createdAt: at(10),
        },
        {
          userId: me.userId,
          amountCents: 1500,
          reason: "ORDER_PAYMENT",
          description: "Order",
          createdAt: at(5),
        },
        {
          userId: me.userId,
          amountCents: -300,
          reason: "ADJUSTMENT",
          description: "Sorry",
          createdAt: at(1),
        },
      ],
    });
    await db.user.update({ where: { id: me.userId }, data: { balanceCents: -800 } });
    const res = await getCredits(me.userId, me.token, "?page=1&pageSize=2");
    expect(res.json).toMatchObject({ label: "$8.00 credit", total: 3, pageSize: 2 });
    expect(res.json.items.map((i: { description: string }) => i.description)).toEqual([
      "Sorry",
      "Order",
    ]);
    expect(res.json.items[1].creditCents).toBe(-1500);
    const rest = await getCredits(me.userId, me.token, "?page=2&pageSize=2");
    expect(rest.json.items.map((i: { description: string }) => i.description)).toEqual(["Friend"]);
  });

  test.each(["?page=0", "?pageSize=51", "?page=x"])("%s is a 400", async (query) => {
    const me = await person();
    expect((await getCredits(me.userId, me.token, query)).status).toBe(400);
  });

  test("anonymous 401, another customer 403, an admin may read", async () => {
    const me = await person();
    const other = await person();
    const admin = await person(["admin"]);
    expect((await getCredits(me.userId)).status).toBe(401);
    expect((await getCredits(me.userId, other.token)).status).toBe(403);
    expect((await getCredits(me.userId, admin.token)).status).toBe(200);
  });
});

describe("affiliate programme", () => {
  test("joining once: 201, then the same record with 200", async () => {
    const me = await person();
    expect((await mine(me.userId, me.token)).json).toEqual({ affiliate: null });
    const first = await join(me.userId, me.token);
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({
      userId: me.userId,
      commissionPercent: 10,
      active: true,
      referredCustomers: 0,
    });
    expect(first.json.code).toMatch(/^AF[A-Z2-9]{6}$/);
    expect(first.json.link).toBe(`https://lakeshorekitchen.ca/?aff=${first.json.code}`);
    const again = await join(me.userId, me.token);
    expect(again.status).toBe(200);
    expect(again.json.id).toBe(first.json.id);
    expect((await mine(me.userId, me.token)).json.affiliate.id).toBe(first.json.id);
  });

  test("retries racing each other still make one record", async () => {
    const me = await person();
    const answers = await Promise.all([1, 2, 3, 4].map(() => join(me.userId, me.token)));
    expect(answers.every((a) => a.status === 200 || a.status === 201)).toBe(true);
    expect(new Set(answers.map((a) => a.json.id)).size).toBe(1);
    expect(await db.affiliate.count({ where: { userId: me.userId } })).toBe(1);
  });

  test("GET /api/affiliates/{id}: owner and admin; another customer 404; anonymous 401", async () => {
    const me = await person();
    const { json } = await join(me.userId, me.token);
    const other = await person();
    const admin = await person(["admin"]);
    expect((await getAffiliate(json.id, me.token)).json).toEqual(json);
    expect((await getAffiliate(json.id, admin.token)).status).toBe(200);
    const res = await getAffiliate(json.id, other.token);
    expect(res.status).toBe(404);
    expect(res.json.message).toBe("Affiliate not found.");
    expect((await getAffiliate(json.id)).status).toBe(401);
    expect((await getAffiliate("nope", me.token)).status).toBe(404);
  });

  test("joining for someone else: 403; anonymous: 401", async () => {
    const me = await person();
    const other = await person();
    expect((await join(other.userId, me.token)).status).toBe(403);
    expect((await join(me.userId)).status).toBe(401);
    expect(await db.affiliate.count({ where: { userId: { in: [me.userId, other.userId] } } })).toBe(
      0,
    );
  });

  test("during the Thursday maintenance window: 503 with Retry-After, nothing created", async () => {
    const me = await person();
    const res = await join(me.userId, me.token, { "x-test-now": MAINTENANCE_NOW });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("10800");
    expect(await db.affiliate.count({ where: { userId: me.userId } })).toBe(0);
  });

  test("an admin is not held up by the maintenance window", async () => {
    const me = await person();
    const admin = await person(["admin"]);
    const res = await join(me.userId, admin.token, { "x-test-now": MAINTENANCE_NOW });
    expect(res.status).toBe(201);
  });
});

describe("a first-order code on Rewards → Redeem (issue 38 item 5)", () => {
  const redeem = (who: { userId: string; token: string }, code: string) =>
    call(attachCoupon.POST, `/api/users/${who.userId}/coupons/${code}`, {
      token: who.token,
      params: { userId: who.userId, coupon: code },
    });

  test("refused with the reason once the first order has been charged; nothing is attached", async () => {
    const s = await subscriber();
    await orderFor(s, "2030-01-07", "PAID", 8);
    const res = await redeem(s, "WELCOME50");
    expect(res.status).toBe(404);
    expect(res.json.message).toBe(
      "Oops! Looks like that coupon or gift code is invalid. It is for a first order only, and your first order has been charged already.",
    );
    expect(await db.couponRedemption.count({ where: { userId: s.userId } })).toBe(0);
  });

  test("applied while no order has reached the charge", async () => {
    const s = await subscriber();
    const res = await redeem(s, "WELCOME50");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ kind: "coupon", code: "WELCOME50", duration: "FIRST_ORDER" });
  });
});
