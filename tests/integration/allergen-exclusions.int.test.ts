// The allergens a customer avoids: GET/PUT /api/users/{userId}/allergens and the optional list in
// POST /api/auth/register/customer, against a real database with the clock set by `x-test-now`.
import { DateTime } from "luxon";
import * as registerCustomer from "@/app/api/auth/register/customer/route";
import * as allergens from "@/app/api/users/[userId]/allergens/route";
import { upcomingWeekStart, ZONE } from "@/lib/clock";
import { db } from "@/lib/db";
import { ALLERGENS } from "@/lib/menus/allergens";
import { newCustomer, uniqueEmail } from "../factories";
import { call } from "../helpers";

beforeAll(() => {
  process.env.ALLOW_TEST_CLOCK = "1";
});
afterAll(() => db.$disconnect());

const U = upcomingWeekStart(new Date());
const at = (days: number, hour: number) =>
  DateTime.fromISO(U, { zone: ZONE }).plus({ days }).set({ hour }).toISO() as string;
/** Monday 10 AM of the week before the upcoming one: customers may change things. */
const MONDAY = at(-7, 10);
/** Thursday 3 AM: inside the weekly rollover, when customers can change nothing. */
const MAINTENANCE = at(-4, 3);

const path = (userId: string) => `/api/users/${userId}/allergens`;

function getList(userId: string, token?: string) {
  return call(allergens.GET, path(userId), {
    token,
    params: { userId },
    headers: { "x-test-now": MONDAY },
  });
}

function putList(userId: string, token: string | undefined, body: unknown, now = MONDAY) {
  return call(allergens.PUT, path(userId), {
    method: "PUT",
    token,
    params: { userId },
    body,
    headers: { "x-test-now": now },
  });
}

async function admin() {
  const customer = await newCustomer();
  const role = await db.role.findUniqueOrThrow({ where: { slug: "admin" } });
  await db.userRole.create({ data: { userId: customer.userId, roleId: role.id } });
  return customer;
}

const stored = async (userId: string) =>
  (await db.user.findUniqueOrThrow({ where: { id: userId } })).allergenExclusions;

describe("GET and PUT /api/users/{userId}/allergens", () => {
  test("a new customer avoids nothing; a saved list reads back deduplicated, in list order", async () => {
    const { userId, token } = await newCustomer();
    const empty = await getList(userId, token);
    expect(empty.status).toBe(200);
    expect(empty.json).toEqual({ allergenExclusions: [] });

    const saved = await putList(userId, token, {
      allergenExclusions: ["Sesame", "Milk", "Sesame"],
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ allergenExclusions: ["Milk", "Sesame"] });

    const read = await getList(userId, token);
    expect(read.status).toBe(200);
    expect(read.json).toEqual({ allergenExclusions: ["Milk", "Sesame"] });
    expect(await stored(userId)).toEqual(["Milk", "Sesame"]);
  });

  test("PUT replaces the whole list, and an empty list clears it", async () => {
    const { userId, token } = await newCustomer();
    await putList(userId, token, { allergenExclusions: ["Peanuts", "Tree nuts"] });
    const replaced = await putList(userId, token, { allergenExclusions: ["Wheat/Gluten"] });
    expect(replaced.json).toEqual({ allergenExclusions: ["Wheat/Gluten"] });
    const cleared = await putList(userId, token, { allergenExclusions: [] });
    expect(cleared.status).toBe(200);
    expect((await getList(userId, token)).json).toEqual({ allergenExclusions: [] });
  });

  test("every known allergen may be chosen at once", async () => {
    const { userId, token } = await newCustomer();
    const res = await putList(userId, token, { allergenExclusions: [...ALLERGENS].reverse() });
    expect(res.status).toBe(200);
    expect(res.json.allergenExclusions).toEqual([...ALLERGENS]);
  });

  test("an unknown allergen is a 400 in the validation shape, and nothing changes", async () => {
    const { userId, token } = await newCustomer();
    await putList(userId, token, { allergenExclusions: ["Eggs"] });
    const res = await putList(userId, token, { allergenExclusions: ["Milk", "Kiwi"] });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      statusCode: 400,
      message: "Validation failed",
      errors: [
        {
          property: "allergenExclusions.1",
          constraints: {
            invalid_value: expect.stringContaining("Choose from the listed allergens"),
          },
        },
      ],
    });
    expect(await stored(userId)).toEqual(["Eggs"]);
  });

  test.each([
    ["no list", {}],
    ["a string instead of a list", { allergenExclusions: "Milk" }],
    ["too many entries", { allergenExclusions: Array.from({ length: 12 }, () => "Milk") }],
  ])("%s is a 400 naming the field", async (_name, body) => {
    const { userId, token } = await newCustomer();
    const res = await putList(userId, token, body);
    expect(res.status).toBe(400);
    expect(res.json.errors.map((e: { property: string }) => e.property)).toEqual([
      "allergenExclusions",
    ]);
  });

  test("another customer's list is 403 both ways, and stays as it was", async () => {
    const owner = await newCustomer();
    const stranger = await newCustomer();
    await putList(owner.userId, owner.token, { allergenExclusions: ["Fish"] });
    expect((await getList(owner.userId, stranger.token)).status).toBe(403);
    const write = await putList(owner.userId, stranger.token, { allergenExclusions: [] });
    expect(write.status).toBe(403);
    expect(await stored(owner.userId)).toEqual(["Fish"]);
  });

  test("anonymous is 401 both ways", async () => {
    const { userId } = await newCustomer();
    expect((await getList(userId)).status).toBe(401);
    expect((await putList(userId, undefined, { allergenExclusions: ["Milk"] })).status).toBe(401);
  });

  test("an admin may read and change a customer's list; an unknown user is 404", async () => {
    const customer = await newCustomer();
    const boss = await admin();
    const res = await putList(customer.userId, boss.token, { allergenExclusions: ["Soy"] });
    expect(res.status).toBe(200);
    expect((await getList(customer.userId, boss.token)).json).toEqual({
      allergenExclusions: ["Soy"],
    });
    expect((await getList("no-such-user", boss.token)).status).toBe(404);
    expect((await putList("no-such-user", boss.token, { allergenExclusions: [] })).status).toBe(
      404,
    );
  });

  test("customers cannot change the list during the Thursday rollover", async () => {
    const { userId, token } = await newCustomer();
    const res = await putList(userId, token, { allergenExclusions: ["Milk"] }, MAINTENANCE);
    expect(res.status).toBe(503);
    expect(await stored(userId)).toEqual([]);
  });
});

describe("POST /api/auth/register/customer with allergens to avoid", () => {
  const form = (email: string) => ({
    firstName: "Noor",
    lastName: "Haddad",
    email,
    password: "sesame-free-please",
    confirmPassword: "sesame-free-please",
    deliveryDay: "MONDAY",
    deliveryTime: "16-20",
  });

  test("stores the list with the new account", async () => {
    const email = uniqueEmail("allergens");
    const res = await call(registerCustomer.POST, "/api/auth/register/customer", {
      body: { ...form(email), allergenExclusions: ["Sesame", "Peanuts", "Sesame"] },
    });
    expect(res.status).toBe(200);
    const userId: string = res.json.user.id;
    expect(await stored(userId)).toEqual(["Peanuts", "Sesame"]);
    expect((await getList(userId, res.json.token)).json).toEqual({
      allergenExclusions: ["Peanuts", "Sesame"],
    });
  });

  test("without a list the account avoids nothing", async () => {
    const res = await call(registerCustomer.POST, "/api/auth/register/customer", {
      body: form(uniqueEmail("no-allergens")),
    });
    expect(res.status).toBe(200);
    expect(await stored(res.json.user.id)).toEqual([]);
  });

  test("an unknown allergen is a 400 and no account is created", async () => {
    const email = uniqueEmail("bad-allergen");
    const res = await call(registerCustomer.POST, "/api/auth/register/customer", {
      body: { ...form(email), allergenExclusions: ["Kiwi"] },
    });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([
      {
        property: "allergenExclusions.0",
        constraints: { invalid_value: expect.stringContaining("Choose from the listed allergens") },
      },
    ]);
    expect(await db.user.count({ where: { email } })).toBe(0);
  });
});
