// PUT /api/users/{userId}/last-accessed-role: the side an admin-and-customer returns to.
import * as lastRole from "@/app/api/users/[userId]/last-accessed-role/route";
import { postLoginPath } from "@/lib/auth/post-login";
import { db } from "@/lib/db";
import { getMe } from "@/lib/users/me";
import { call } from "../helpers";
import { person, MAINTENANCE_NOW } from "./customer-a-fixtures";

beforeAll(() => {
  process.env.ALLOW_TEST_CLOCK = "1";
});
afterAll(() => db.$disconnect());

const put = (userId: string, token: string | undefined, body: unknown, headers = {}) =>
  call(lastRole.PUT, `/api/users/${userId}/last-accessed-role`, {
    method: "PUT",
    token,
    body,
    headers,
    params: { userId },
  });

test("an admin who is also a customer switches sides; the next sign-in follows", async () => {
  const both = await person(["admin", "customer"]);
  const toCustomer = await put(both.userId, both.token, { role: "customer" });
  expect(toCustomer.status).toBe(200);
  expect(toCustomer.json).toEqual({ lastAccessedRole: "customer" });
  expect(postLoginPath((await getMe(both.userId))!)).toBe("/customer");

  expect((await put(both.userId, both.token, { role: "admin" })).status).toBe(200);
  expect(postLoginPath((await getMe(both.userId))!)).toBe("/admin");
});

test("only a role the user holds: a customer cannot claim the admin side", async () => {
  const customer = await person();
  const res = await put(customer.userId, customer.token, { role: "admin" });
  expect(res.status).toBe(403);
  expect(res.json.message).toBe("This account does not have the admin role.");
  expect(
    (await db.user.findUniqueOrThrow({ where: { id: customer.userId } })).lastAccessedRole,
  ).toBeNull();
  expect((await put(customer.userId, customer.token, { role: "customer" })).status).toBe(200);
});

test.each([[{}], [{ role: "owner" }], [{ role: 1 }]])("bad body %j is a 400", async (body) => {
  const both = await person(["admin", "customer"]);
  const res = await put(both.userId, both.token, body);
  expect(res.status).toBe(400);
  expect(res.json.errors[0].property).toBe("role");
});

test("anonymous 401; another customer's id 403", async () => {
  const me = await person();
  const other = await person();
  expect((await put(me.userId, undefined, { role: "customer" })).status).toBe(401);
  expect((await put(other.userId, me.token, { role: "customer" })).status).toBe(403);
});

test("a customer during the maintenance window: 503 with Retry-After", async () => {
  const me = await person();
  const res = await put(
    me.userId,
    me.token,
    { role: "customer" },
    { "x-test-now": MAINTENANCE_NOW },
  );
  expect(res.status).toBe(503);
  expect(Number(res.headers.get("retry-after"))).toBe(10800);
});

test("an admin switching sides is never blocked by maintenance", async () => {
  const both = await person(["admin", "customer"]);
  const res = await put(
    both.userId,
    both.token,
    { role: "customer" },
    { "x-test-now": MAINTENANCE_NOW },
  );
  expect(res.status).toBe(200);
});
