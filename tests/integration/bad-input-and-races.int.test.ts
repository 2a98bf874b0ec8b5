// Regression tests for the probe's findings on bad input (control characters, deep nesting,
// out-of-range dates) and on races only real PostgreSQL shows (this suite runs on PostgreSQL 15,
// where parallel transactions really interleave).
import { POST as notifyMe } from "@/app/api/addresses/notify-me/route";
import { POST as registerCustomer } from "@/app/api/auth/register/customer/route";
import { POST as placeOrder } from "@/app/api/orders/route";
import { PUT as putSubscription } from "@/app/api/users/[userId]/subscription/route";
import { PUT as putWeek } from "@/app/api/users/[userId]/orders/week/[weekStart]/route";
import { upcomingWeekStart } from "@/lib/clock";
import { GET as weekMenu } from "@/app/api/weeks/[weekStart]/route";
import { setWeekMenu } from "@/lib/menus/set-week-menu";
import { db } from "@/lib/db";
import { call } from "../helpers";
import { mealSelection, newCustomer, newSubscriber } from "../factories";
import { uniqueEmail } from "./auth-fixtures";

afterAll(() => db.$disconnect());

const CONTROL = {
  property: expect.any(String),
  constraints: { noControlCharacters: expect.any(String) },
};

describe("control characters are a 400 in the error shape, never a database 500", () => {
  test.each([
    ["a name", { firstName: "Ann\u0000" }],
    ["a referral code", { referralCode: "AB\u0000CD" }],
    ["an email", { email: "a\u0000@example.com" }],
  ])("in %s", async (_what, override) => {
    const res = await call(registerCustomer, "/api/auth/register/customer", {
      body: {
        firstName: "Ann",
        lastName: "Lee",
        email: uniqueEmail(),
        password: "Correct-Horse-42",
        confirmPassword: "Correct-Horse-42",
        deliveryDay: "MONDAY",
        deliveryTime: "MORNING",
        ...override,
      },
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ statusCode: 400, message: "Validation failed" });
    expect(res.json.errors).toEqual([CONTROL]);
    expect(res.json.errors[0].property).toBe(Object.keys(override)[0]);
  });

  test("in a cancel reason", async () => {
    const { userId, token } = await newCustomer();
    const res = await call(putSubscription, `/api/users/${userId}/subscription`, {
      method: "PUT",
      token,
      params: { userId },
      body: { status: "CANCELLED", reason: "bye\u0000" },
    });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([{ property: "reason", constraints: CONTROL.constraints }]);
  });

  test("in a path parameter (%00 decoded)", async () => {
    const res = await call(weekMenu, "/api/weeks/2026-01-05%00", {
      params: { weekStart: "2026-01-05\u0000" },
    });
    expect(res.status).toBe(400);
    expect(res.json.errors[0].property).toBe("params.weekStart");
  });

  test("in an object key, and nesting deeper than 32 levels", async () => {
    const key = await call(notifyMe, "/api/addresses/notify-me", {
      body: { "bad\u0001key": 1, email: "a@example.com", postalCode: "M5V 2T6" },
    });
    expect(key.status).toBe(400);
    let deep: unknown = "x";
    for (let i = 0; i < 40; i++) deep = { a: deep };
    const nested = await call(notifyMe, "/api/addresses/notify-me", { body: deep });
    expect(nested.status).toBe(400);
    expect(nested.json.errors[0].constraints).toHaveProperty("maxDepth");
  });

  test("tab and newline stay allowed in text", async () => {
    const res = await call(notifyMe, "/api/addresses/notify-me", {
      body: { email: uniqueEmail(), postalCode: "M5V\t2T6" },
    });
    expect(res.status).toBeLessThan(500);
    expect(res.text).not.toContain("noControlCharacters");
  });
});

test("a week in year 0000 is refused with 400", async () => {
  const res = await call(weekMenu, "/api/weeks/0000-01-03", {
    params: { weekStart: "0000-01-03" },
  });
  expect(res.status).toBe(400);
});

describe("races on PostgreSQL", () => {
  test("20 parallel identical notify-me requests all succeed and store one row", async () => {
    const email = uniqueEmail("notify");
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(notifyMe, "/api/addresses/notify-me", { body: { email, postalCode: "K1A 0B1" } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await db.deliveryNotifyRequest.count({ where: { email } })).toBe(1);
  });

  test("3 parallel first orders with different meals: one order, with one request's meals whole", async () => {
    const now = new Date();
    const { token, userId } = await newSubscriber(8, now);
    const all = await mealSelection(upcomingWeekStart(now), 11);
    const bodies = [0, 1, 2].map((from) => ({ ...all, items: all.items.slice(from, from + 8) }));
    const placed = await Promise.all(
      bodies.map((body) => call(placeOrder, "/api/orders", { token, body })),
    );
    expect(placed.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(placed.map((r) => r.json.id)).size).toBe(1);
    const orders = await db.weeklyOrder.findMany({ where: { userId }, include: { items: true } });
    expect(orders).toHaveLength(1);
    const saved = orders[0].items.map((item) => item.dishId).sort();
    const chosen = bodies.map((body) => body.items.map((item) => item.dishId).sort());
    expect(chosen).toContainEqual(saved);
  });

  test("4 parallel saves of a week with overlapping meals: each succeeds, the week holds one request's meals whole", async () => {
    // The save replaces the meals in one statement after the order's row lock: a save that waited
    // for another must replace that one's meals (no duplicate or mixed rows, no unique violation).
    const now = new Date();
    const weekStart = upcomingWeekStart(now);
    const { token, userId } = await newSubscriber(8, now);
    const all = await mealSelection(weekStart, 11);
    const first = await call(placeOrder, "/api/orders", {
      token,
      body: { ...all, items: all.items.slice(0, 8) },
    });
    expect(first.status).toBe(200);
    const bodies = [3, 1, 2, 0].map((from) => ({ ...all, items: all.items.slice(from, from + 8) }));
    const saved = await Promise.all(
      bodies.map((body) =>
        call(putWeek, `/api/users/${userId}/orders/week/${weekStart}`, {
          token,
          params: { userId, weekStart },
          body,
        }),
      ),
    );
    expect(saved.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const items = await db.orderItem.findMany({ where: { order: { userId } } });
    expect(items).toHaveLength(8);
    const kept = items.map((item) => item.dishId).sort();
    const chosen = bodies.map((body) => body.items.map((item) => item.dishId).sort());
    expect(chosen).toContainEqual(kept);
  });

  test("10 parallel saves of the same new week's menu all succeed", async () => {
    const dishes = await db.dish.findMany({
      where: { deletedAt: null },
      take: 3,
      select: { id: true },
    });
    const items = dishes.map((d, i) => ({ dishId: d.id, isNew: false, sortingOrder: i }));
    const weekStart = "2099-06-01"; // a Monday no other test uses
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => setWeekMenu(weekStart, items)),
    );
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    const week = await db.week.findMany({ where: { startDate: new Date("2099-06-01T00:00:00Z") } });
    expect(week).toHaveLength(1);
    expect(await db.weekMenu.count({ where: { weekId: week[0].id } })).toBe(3);
  });
});
