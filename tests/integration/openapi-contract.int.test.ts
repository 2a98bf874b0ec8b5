// The document cannot drift: a sample of real answers (public reads, signed-in reads, writes,
// errors) is validated against the response schema GET /api/openapi.json gives for its status.
import { POST as login } from "@/app/api/auth/login/route";
import { GET as me } from "@/app/api/auth/me/route";
import { GET as firstDelivery } from "@/app/api/delivery/first-delivery/route";
import { GET as faqs } from "@/app/api/faqs/route";
import { GET as health } from "@/app/api/health/route";
import { GET as notifications } from "@/app/api/notifications/users/[userId]/route";
import { GET as plans } from "@/app/api/plans/route";
import { GET as credits } from "@/app/api/users/[userId]/credits/route";
import { GET as getAllergens, PUT as putAllergens } from "@/app/api/users/[userId]/allergens/route";
import { GET as week } from "@/app/api/weeks/[weekStart]/route";
import { GET as currentWeek } from "@/app/api/weeks/current-week/route";
import { GET as upcomingWeek } from "@/app/api/weeks/upcoming-week/route";
import { stopCatalogSync } from "@/lib/cache/catalog";
import { db } from "@/lib/db";
import { call } from "../helpers";
import { CUSTOMER_PASSWORD, newCustomer } from "../factories";
import { responseValidator } from "../openapi/response-validator";
import { servedDocument } from "../openapi/served-document";
import { uniqueIp } from "./auth-fixtures";

type Check = ReturnType<typeof responseValidator>;
type Answer = Awaited<ReturnType<typeof call>>;

let check: Check;
let alice: { userId: string; token: string; email: string };
let bob: { userId: string; token: string };

beforeAll(async () => {
  check = responseValidator(await servedDocument());
  alice = await newCustomer({ withSchedule: true });
  bob = await newCustomer();
  // Rows behind the lists, so their item schemas are checked too, not only empty arrays.
  await db.creditLedgerEntry.create({
    data: { userId: alice.userId, amountCents: -1500, reason: "ADJUSTMENT", description: "Sorry!" },
  });
  await db.notification.create({
    data: {
      userId: alice.userId,
      title: "Menu is out",
      body: "Pick your meals.",
      link: "/customer",
    },
  });
});

afterAll(async () => {
  await stopCatalogSync();
  await db.$disconnect();
});

function expectConforms(path: string, method: string, status: number, res: Answer) {
  expect([res.status, res.text.slice(0, 300)]).toEqual([status, expect.any(String)]);
  expect(res.headers.get("content-type")).toContain("application/json");
  const result = check(path, method, status, res.json);
  // A 2xx must be checked against a real schema, not the "any JSON" placeholder.
  expect(result.described).toBe(true);
  expect(result.errors).toEqual([]);
  expect(result.valid).toBe(true);
}

const cases: [string, string, string, number, () => Promise<Answer>][] = [
  ["public read", "/api/plans", "get", 200, () => call(plans, "/api/plans")],
  ["public read", "/api/faqs", "get", 200, () => call(faqs, "/api/faqs")],
  ["public read", "/api/health", "get", 200, () => call(health, "/api/health")],
  [
    "public read",
    "/api/weeks/current-week",
    "get",
    200,
    () => call(currentWeek, "/api/weeks/current-week"),
  ],
  [
    "public read",
    "/api/weeks/upcoming-week",
    "get",
    200,
    () => call(upcomingWeek, "/api/weeks/upcoming-week"),
  ],
  [
    "public read",
    "/api/delivery/first-delivery",
    "get",
    200,
    () => call(firstDelivery, "/api/delivery/first-delivery?deliveryDay=THURSDAY"),
  ],
  [
    "signed-in read",
    "/api/auth/me",
    "get",
    200,
    () => call(me, "/api/auth/me", { token: alice.token }),
  ],
  [
    "signed-in read",
    "/api/users/{userId}/allergens",
    "get",
    200,
    () =>
      call(getAllergens, `/api/users/${alice.userId}/allergens`, {
        token: alice.token,
        params: { userId: alice.userId },
      }),
  ],
  [
    "signed-in read",
    "/api/notifications/users/{userId}",
    "get",
    200,
    () =>
      call(notifications, `/api/notifications/users/${alice.userId}`, {
        token: alice.token,
        params: { userId: alice.userId },
      }),
  ],
  [
    "signed-in read",
    "/api/users/{userId}/credits",
    "get",
    200,
    () =>
      call(credits, `/api/users/${alice.userId}/credits?page=1&pageSize=5`, {
        token: alice.token,
        params: { userId: alice.userId },
      }),
  ],
  [
    "write",
    "/api/users/{userId}/allergens",
    "put",
    200,
    () =>
      call(putAllergens, `/api/users/${alice.userId}/allergens`, {
        method: "PUT",
        token: alice.token,
        params: { userId: alice.userId },
        body: { allergenExclusions: ["Eggs", "Milk"] },
      }),
  ],
  [
    "write",
    "/api/auth/login",
    "post",
    200,
    () =>
      call(login, "/api/auth/login", {
        body: { email: alice.email, password: CUSTOMER_PASSWORD },
        headers: { "x-forwarded-for": uniqueIp() },
      }),
  ],
  ["error", "/api/auth/me", "get", 401, () => call(me, "/api/auth/me")],
  [
    "error",
    "/api/users/{userId}/allergens",
    "get",
    403,
    () =>
      call(getAllergens, `/api/users/${alice.userId}/allergens`, {
        token: bob.token,
        params: { userId: alice.userId },
      }),
  ],
  [
    "error",
    "/api/users/{userId}/allergens",
    "put",
    400,
    () =>
      call(putAllergens, `/api/users/${alice.userId}/allergens`, {
        method: "PUT",
        token: alice.token,
        params: { userId: alice.userId },
        body: { allergenExclusions: ["Gravel"] },
      }),
  ],
  [
    "error",
    "/api/weeks/{weekStart}",
    "get",
    404,
    () => call(week, "/api/weeks/2020-01-06", { params: { weekStart: "2020-01-06" } }),
  ],
];

test.each(cases)(
  "%s: %s %s answers %i as the document says",
  async (_, path, method, status, run) => {
    expectConforms(path, method, status, await run());
  },
);

test("the check fails an answer that does not match (a plan without its price)", async () => {
  const res = await call(plans, "/api/plans");
  const [first] = res.json as Record<string, unknown>[];
  const { pricePerWeekCents: _dropped, ...withoutPrice } = first;
  expect(check("/api/plans", "get", 200, [withoutPrice]).valid).toBe(false);
  expect(check("/api/plans", "get", 200, [{ ...first, extra: 1 }]).valid).toBe(false);
});

test("a validation error carries the field list the error schema describes", async () => {
  const res = await call(login, "/api/auth/login", {
    body: { email: "not-an-email" },
    headers: { "x-forwarded-for": uniqueIp() },
  });
  expectConforms("/api/auth/login", "post", 400, res);
  expect(res.json.errors.length).toBeGreaterThan(0);
});
