// A meal save's caller lookup rides with its first read (userWriteRoute in lib/api/route.ts,
// lib/db/ride-along.ts): one round trip fewer, and every check of a signed-in write still made,
// in the usual order, before anything of the save goes on: unknown → 401, another customer or a
// cookie without its anti-forgery token → 403 with nothing saved, a view-as session → read-only,
// an admin's save for a customer → saved and audited.
import { jest } from "@jest/globals";
import { DateTime } from "luxon";
import * as viewAs from "@/app/api/admin/users/[userId]/view-as/route";
import * as oneWeek from "@/app/api/users/[userId]/orders/week/[weekStart]/route";
import { VIEW_AS_READ_ONLY_MESSAGE } from "@/lib/auth/view-as-guard";
import { upcomingWeekStart, ZONE, type IsoDate } from "@/lib/clock";
import { db } from "@/lib/db";
import { Ride } from "@/lib/db/ride-along";
import { CUSTOMER_PASSWORD, mealSelection, newSubscriber } from "../factories";
import { call } from "../helpers";
import { adminSession } from "./admin/admin-fixtures";
import { webSignIn } from "./auth-fixtures";

afterAll(() => db.$disconnect());

// U is the upcoming week when the seed ran; every request runs on the Monday before it.
const U = upcomingWeekStart(new Date());
const MONDAY = DateTime.fromISO(U, { zone: ZONE })
  .minus({ days: 7 })
  .set({ hour: 10 })
  .toISO() as string;
const site = { host: "localhost:3000", origin: "http://localhost:3000" };

function save(userId: string, body: unknown, auth: { token?: string; headers?: object } = {}) {
  return call(oneWeek.PUT, `/api/users/${userId}/orders/week/${U}`, {
    method: "PUT",
    token: auth.token,
    params: { userId, weekStart: U },
    body,
    headers: { "x-test-now": MONDAY, ...auth.headers },
  });
}

async function itemsOf(userId: string, weekStart: IsoDate = U): Promise<number> {
  return db.orderItem.count({
    where: { order: { userId, week: { startDate: new Date(`${weekStart}T00:00:00.000Z`) } } },
  });
}

const subscriber = () => newSubscriber(8, new Date(MONDAY));

test("the owner's save: its first read carried the caller's lookup, and the meals are saved", async () => {
  const owner = await subscriber();
  const body = await mealSelection(U, 8);
  const carry = jest.spyOn(Ride.prototype, "carry");
  try {
    const res = await save(owner.userId, body, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.json.order.items).toHaveLength(8);
    expect(carry).toHaveBeenCalledTimes(1);
    // Carried and answered for the owner (null would mean it ran again on the pool).
    await expect(carry.mock.results[0].value).resolves.not.toBeNull();
  } finally {
    carry.mockRestore();
  }
  expect(await itemsOf(owner.userId)).toBe(8);
});

test("no token, an unknown one, another customer's: 401, 401, 403, and nothing is saved", async () => {
  const owner = await subscriber();
  const stranger = await subscriber();
  const body = await mealSelection(U, 8);
  expect((await save(owner.userId, body)).status).toBe(401);
  expect((await save(owner.userId, body, { token: "not-a-session" })).status).toBe(401);
  const other = await save(owner.userId, body, { token: stranger.token });
  expect(other.status).toBe(403);
  expect(await itemsOf(owner.userId)).toBe(0);
  expect(await itemsOf(stranger.userId)).toBe(0);
});

test("bad input: a stranger learns nothing (401 first), the owner gets the 400", async () => {
  const owner = await subscriber();
  const bad = { items: [{ dishId: "x", quantity: 99 }] };
  expect((await save(owner.userId, bad, { token: "not-a-session" })).status).toBe(401);
  const mine = await save(owner.userId, bad, { token: owner.token });
  expect(mine.status).toBe(400);
  expect(mine.json.errors.length).toBeGreaterThan(0);
});

test("the web cookie: without its anti-forgery token 403 and nothing saved; with it, saved", async () => {
  const owner = await subscriber();
  const body = await mealSelection(U, 8);
  const { cookie, csrf } = await webSignIn(owner.email, CUSTOMER_PASSWORD);
  const forged = await save(owner.userId, body, { headers: { cookie, ...site } });
  expect(forged.status).toBe(403);
  expect(await itemsOf(owner.userId)).toBe(0);
  const real = await save(owner.userId, body, {
    headers: { cookie, "x-csrf-token": csrf, ...site },
  });
  expect(real.status).toBe(200);
  expect(await itemsOf(owner.userId)).toBe(8);
});

test("a foreign Origin is refused before anything is read", async () => {
  const owner = await subscriber();
  const body = await mealSelection(U, 8);
  const res = await save(owner.userId, body, {
    token: owner.token,
    headers: { host: "localhost:3000", origin: "https://evil.example" },
  });
  expect(res.status).toBe(403);
  expect(await itemsOf(owner.userId)).toBe(0);
});

test("an admin saves a customer's week: saved and audited; viewing as the customer: read-only", async () => {
  const owner = await subscriber();
  const admin = await adminSession();
  const body = await mealSelection(U, 8);

  const viewing = await call(viewAs.POST, `/api/admin/users/${owner.userId}/view-as`, {
    method: "POST",
    token: admin.token,
    params: { userId: owner.userId },
    headers: { "x-test-now": MONDAY }, // a view lasts an hour: opened when the save is made
  });
  expect(viewing.status).toBe(200);
  const readOnly = await save(owner.userId, body, { token: viewing.json.token as string });
  expect(readOnly.status).toBe(403);
  expect(readOnly.json).toEqual({ statusCode: 403, message: VIEW_AS_READ_ONLY_MESSAGE });
  expect(await itemsOf(owner.userId)).toBe(0);

  const res = await save(owner.userId, body, { token: admin.token });
  expect(res.status).toBe(200);
  expect(await itemsOf(owner.userId)).toBe(8);
  const entries = await db.adminAuditLog.findMany({
    where: { targetUserId: owner.userId, action: "customer-route" },
  });
  expect(entries.map((e) => [e.actorId, e.detail])).toEqual([
    [admin.userId, `PUT /api/users/{userId}/orders/week/${U}`],
  ]);
});
