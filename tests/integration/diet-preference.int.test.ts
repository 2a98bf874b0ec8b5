// The customer's diet (issue 27): GET/PUT /api/users/{userId}/diet against a real database.
import { DateTime } from "luxon";
import * as diet from "@/app/api/users/[userId]/diet/route";
import { upcomingWeekStart, ZONE } from "@/lib/clock";
import { db } from "@/lib/db";
import { DIET_IDS } from "@/lib/users/diet-preference-schema";
import { newCustomer } from "../factories";
import { call } from "../helpers";

beforeAll(() => {
  process.env.ALLOW_TEST_CLOCK = "1";
});
afterAll(() => db.$disconnect());

const U = upcomingWeekStart(new Date());
const at = (days: number, hour: number) =>
  DateTime.fromISO(U, { zone: ZONE }).plus({ days }).set({ hour }).toISO() as string;
const MONDAY = at(-7, 10);
const MAINTENANCE = at(-4, 3);
const path = (userId: string) => `/api/users/${userId}/diet`;

const getDiet = (userId: string, token?: string) =>
  call(diet.GET, path(userId), { token, params: { userId }, headers: { "x-test-now": MONDAY } });
const putDiet = (userId: string, token: string | undefined, body: unknown, now = MONDAY) =>
  call(diet.PUT, path(userId), {
    method: "PUT",
    token,
    params: { userId },
    body,
    headers: { "x-test-now": now },
  });
const stored = async (userId: string) =>
  (await db.user.findUniqueOrThrow({ where: { id: userId } })).dietPreference;

async function admin() {
  const boss = await newCustomer();
  const role = await db.role.findUniqueOrThrow({ where: { slug: "admin" } });
  await db.userRole.create({ data: { userId: boss.userId, roleId: role.id } });
  return boss;
}

describe("GET and PUT /api/users/{userId}/diet", () => {
  test("a new customer keeps no diet; one set reads back; null clears it", async () => {
    const { userId, token } = await newCustomer();
    expect((await getDiet(userId, token)).json).toEqual({ dietPreference: null });
    const set = await putDiet(userId, token, { dietPreference: "VEGETARIAN" });
    expect(set.status).toBe(200);
    expect(set.json).toEqual({ dietPreference: "VEGETARIAN" });
    expect((await getDiet(userId, token)).json).toEqual({ dietPreference: "VEGETARIAN" });
    expect(await stored(userId)).toBe("VEGETARIAN");
    const cleared = await putDiet(userId, token, { dietPreference: null });
    expect(cleared.json).toEqual({ dietPreference: null });
    expect(await stored(userId)).toBeNull();
  });

  test.each(DIET_IDS)("%s may be chosen", async (id) => {
    const { userId, token } = await newCustomer();
    expect((await putDiet(userId, token, { dietPreference: id })).json).toEqual({
      dietPreference: id,
    });
  });

  test.each([
    ["no field", {}],
    ["an unknown diet", { dietPreference: "KETO" }],
    ["a list", { dietPreference: ["VEGETARIAN"] }],
    ["lower case", { dietPreference: "vegetarian" }],
  ])("%s is a 400 naming the field, and nothing changes", async (_name, body) => {
    const { userId, token } = await newCustomer();
    await putDiet(userId, token, { dietPreference: "GLUTEN_FREE" });
    const res = await putDiet(userId, token, body);
    expect(res.status).toBe(400);
    expect(res.json.statusCode).toBe(400);
    expect(res.json.errors.map((e: { property: string }) => e.property)).toEqual([
      "dietPreference",
    ]);
    expect(await stored(userId)).toBe("GLUTEN_FREE");
  });

  test("another customer's diet is 403 both ways; anonymous is 401", async () => {
    const owner = await newCustomer();
    const stranger = await newCustomer();
    await putDiet(owner.userId, owner.token, { dietPreference: "DAIRY_FREE" });
    expect((await getDiet(owner.userId, stranger.token)).status).toBe(403);
    expect((await putDiet(owner.userId, stranger.token, { dietPreference: null })).status).toBe(
      403,
    );
    expect((await getDiet(owner.userId)).status).toBe(401);
    expect((await putDiet(owner.userId, undefined, { dietPreference: null })).status).toBe(401);
    expect(await stored(owner.userId)).toBe("DAIRY_FREE");
  });

  test("an admin may read and set a customer's diet; an unknown user is 404", async () => {
    const customer = await newCustomer();
    const boss = await admin();
    const res = await putDiet(customer.userId, boss.token, { dietPreference: "HIGH_PROTEIN" });
    expect(res.status).toBe(200);
    expect((await getDiet(customer.userId, boss.token)).json).toEqual({
      dietPreference: "HIGH_PROTEIN",
    });
    expect((await getDiet("no-such-user", boss.token)).status).toBe(404);
    expect((await putDiet("no-such-user", boss.token, { dietPreference: null })).status).toBe(404);
  });

  test("during the Thursday rollover a change is refused with 503; reading still works", async () => {
    const { userId, token } = await newCustomer();
    const res = await putDiet(userId, token, { dietPreference: "VEGETARIAN" }, MAINTENANCE);
    expect(res.status).toBe(503);
    expect(await stored(userId)).toBeNull();
  });
});
