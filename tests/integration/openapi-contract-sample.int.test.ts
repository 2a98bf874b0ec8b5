// The document cannot drift, widely: each documented answer of the signed-in customer's reads and
// writes, the admin's reads and the public reads, called through the real handlers on PostgreSQL,
// is validated against the schema GET /api/openapi.json gives for its path, method and status.
// (openapi-contract.int.test.ts keeps the first sample and the error answers.)
import { routeModules } from "@/app/api/openapi.json/route-modules";
import { stopCatalogSync } from "@/lib/cache/catalog";
import { upcomingWeekStart } from "@/lib/clock";
import { db } from "@/lib/db";
import { openApiPath, type HttpMethod } from "@/lib/openapi/build-document";
import { REPORT_KINDS } from "@/lib/reports/report-table";
import { mealSelection } from "../factories";
import { call } from "../helpers";
import { responseValidator } from "../openapi/response-validator";
import { servedDocument } from "../openapi/served-document";
import { uniqueIp } from "./auth-fixtures";
import { demo, subscriber, type Person, type Subscriber } from "./customer-a-fixtures";

type Pattern = keyof typeof routeModules;
type Handler = Parameters<typeof call>[0];

interface Case {
  pattern: Pattern;
  method: HttpMethod;
  /** The request path with its query. */
  path: () => string;
  params?: () => Record<string, string>;
  body?: () => unknown;
  token: () => string;
  status?: number;
  /** A status the answer may have instead (readiness is 503 while a dependency is down). */
  orStatus?: number;
}

let check: ReturnType<typeof responseValidator>;
let customer: Person;
let admin: Person;
let writer: Subscriber;
const ids: Record<string, string> = {};
let meals: Awaited<ReturnType<typeof mealSelection>>;
let place: { placeId: string; street: string; city: string; province: string; postalCode: string };
const week = upcomingWeekStart(new Date());

beforeAll(async () => {
  check = responseValidator(await servedDocument());
  customer = await demo();
  admin = await demo("admin@lakeshorekitchen.ca");
  writer = await subscriber();
  const order = await db.weeklyOrder.findFirstOrThrow({
    where: { userId: customer.userId },
    orderBy: { createdAt: "desc" },
    select: { id: true },
  });
  const invoice = await db.invoice.findFirst({
    where: { userId: customer.userId },
    select: { id: true },
  });
  const dish = await db.dish.findFirstOrThrow({ select: { id: true } });
  const upcoming = await db.week.findFirstOrThrow({
    where: { startDate: new Date(`${week}T00:00:00Z`) },
    select: { id: true },
  });
  const notification = await db.notification.create({
    data: { userId: writer.userId, title: "Menu is out", body: "Pick your meals.", link: null },
    select: { id: true },
  });
  meals = await mealSelection(week, writer.plan.mealsPerWeek);
  const options = await call(
    routeModules["/api/addresses/autocomplete"].GET,
    "/api/addresses/autocomplete?q=55%20Lake%20Shore&postalCode=M5E%201A4",
  );
  [place] = (options.json as { options: (typeof place)[] }).options;
  Object.assign(ids, {
    orderId: order.id,
    invoiceId: invoice?.id ?? "",
    dishId: dish.id,
    weekId: upcoming.id,
    notificationId: notification.id,
    planId: writer.plan.id,
  });
});

afterAll(async () => {
  await stopCatalogSync();
  await db.$disconnect();
});

const asCustomer = () => customer.token;
const asAdmin = () => admin.token;
const asWriter = () => writer.token;
const me = () => ({ userId: customer.userId });
const writerId = () => ({ userId: writer.userId });

const publicReads: Case[] = [
  {
    pattern: "/api/addresses/autocomplete",
    method: "GET",
    path: () => "/api/addresses/autocomplete?q=55%20Lake",
    token: () => "",
  },
  {
    pattern: "/api/stripe/coupons/[coupon]",
    method: "GET",
    path: () => "/api/stripe/coupons/WELCOME50",
    params: () => ({ coupon: "WELCOME50" }),
    token: () => "",
  },
  {
    pattern: "/api/health/ready",
    method: "GET",
    path: () => "/api/health/ready",
    orStatus: 503,
    token: () => "",
  },
  {
    pattern: "/api/addresses/validate-postal-code",
    method: "POST",
    path: () => "/api/addresses/validate-postal-code",
    body: () => ({ postalCode: "M5E 1A4" }),
    token: () => "",
  },
];

const customerReads: Case[] = [
  ...(
    [
      "/api/users/[userId]/customer-account",
      "/api/users/[userId]/dashboard",
      "/api/users/[userId]/invoices",
      "/api/users/[userId]/orders/week/current-week",
      "/api/users/[userId]/payment-method",
      "/api/users/[userId]/affiliate",
    ] as const
  ).map((pattern): Case => ({
    pattern,
    method: "GET",
    path: () => pattern.replace("[userId]", customer.userId),
    params: me,
    token: asCustomer,
  })),
  {
    pattern: "/api/users/[userId]/order-summary",
    method: "GET",
    path: () => `/api/users/${customer.userId}/order-summary?planId=${ids.planId}`,
    params: me,
    token: asCustomer,
  },
  {
    pattern: "/api/users/[userId]/orders/week/[weekStart]",
    method: "GET",
    path: () => `/api/users/${customer.userId}/orders/week/${week}`,
    params: () => ({ ...me(), weekStart: week }),
    token: asCustomer,
  },
  {
    pattern: "/api/orders/[orderId]",
    method: "GET",
    path: () => `/api/orders/${ids.orderId}`,
    params: () => ({ orderId: ids.orderId }),
    token: asCustomer,
  },
  {
    pattern: "/api/invoices/[invoiceId]",
    method: "GET",
    path: () => `/api/invoices/${ids.invoiceId}`,
    params: () => ({ invoiceId: ids.invoiceId }),
    token: asCustomer,
  },
];

const customerWrites: Case[] = [
  {
    pattern: "/api/users/[userId]",
    method: "PUT",
    path: () => `/api/users/${writer.userId}`,
    params: writerId,
    body: () => ({ firstName: "Robin" }),
    token: asWriter,
  },
  {
    pattern: "/api/users/[userId]/last-accessed-role",
    method: "PUT",
    path: () => `/api/users/${writer.userId}/last-accessed-role`,
    params: writerId,
    body: () => ({ role: "customer" }),
    token: asWriter,
  },
  {
    pattern: "/api/notifications/[notificationId]",
    method: "PUT",
    path: () => `/api/notifications/${ids.notificationId}`,
    params: () => ({ notificationId: ids.notificationId }),
    body: () => ({ read: true }),
    token: asWriter,
  },
  {
    pattern: "/api/users/[userId]/orders/week/[weekStart]",
    method: "PUT",
    path: () => `/api/users/${writer.userId}/orders/week/${week}`,
    params: () => ({ ...writerId(), weekStart: week }),
    body: () => meals,
    token: asWriter,
  },
  {
    pattern: "/api/orders/week/[weekId]",
    method: "PATCH",
    path: () => `/api/orders/week/${ids.weekId}`,
    params: () => ({ weekId: ids.weekId }),
    token: asWriter,
  },
  {
    pattern: "/api/users/[userId]/affiliate",
    method: "POST",
    path: () => `/api/users/${writer.userId}/affiliate`,
    params: writerId,
    token: asWriter,
    status: 201,
  },
  {
    pattern: "/api/users/[userId]/subscription",
    method: "PUT",
    path: () => `/api/users/${writer.userId}/subscription`,
    params: writerId,
    body: () => ({ status: "PAUSED" }),
    token: asWriter,
  },
  {
    pattern: "/api/addresses",
    method: "POST",
    path: () => "/api/addresses",
    // The built-in list may leave the postal code to the customer, as the form does.
    body: () => ({ ...place, postalCode: "M5E 1A4", phone: "416-555-0101" }),
    token: asWriter,
  },
];

const adminReads: Case[] = [
  ...(
    [
      "/api/admin/dashboard",
      "/api/admin/outbox",
      "/api/admin/users",
      "/api/admin/dishes",
      "/api/admin/exceptions",
      "/api/admin/rollover/preview",
    ] as const
  ).map((pattern): Case => ({ pattern, method: "GET", path: () => pattern, token: asAdmin })),
  {
    pattern: "/api/admin/users/[userId]",
    method: "GET",
    path: () => `/api/admin/users/${customer.userId}`,
    params: me,
    token: asAdmin,
  },
  {
    pattern: "/api/admin/dishes/[dishId]",
    method: "GET",
    path: () => `/api/admin/dishes/${ids.dishId}`,
    params: () => ({ dishId: ids.dishId }),
    token: asAdmin,
  },
  {
    pattern: "/api/admin/weeks/[weekStart]/menu",
    method: "GET",
    path: () => `/api/admin/weeks/${week}/menu`,
    params: () => ({ weekStart: week }),
    token: asAdmin,
  },
  {
    pattern: "/api/admin/deliveries",
    method: "GET",
    path: () => `/api/admin/deliveries?week=${week}&day=monday`,
    token: asAdmin,
  },
  {
    pattern: "/api/admin/kitchen/production",
    method: "GET",
    path: () => `/api/admin/kitchen/production?weekStart=${week}`,
    token: asAdmin,
  },
  ...REPORT_KINDS.map((report): Case => ({
    pattern: "/api/admin/reports/[report]",
    method: "GET",
    path: () => `/api/admin/reports/${report}?weekStart=${week}`,
    params: () => ({ report }),
    token: asAdmin,
  })),
];

async function answerOf(c: Case) {
  const handler = (routeModules[c.pattern] as unknown as Record<string, Handler>)[c.method];
  const token = c.token();
  return call(handler, c.path(), {
    method: c.method,
    ...(token ? { token } : {}),
    params: c.params?.(),
    ...(c.body ? { body: c.body() } : {}),
    headers: { "x-forwarded-for": uniqueIp() },
  });
}

const label = (c: Case) => [c.method, c.pattern] as const;

describe.each([
  ["public reads", publicReads],
  ["the customer's reads", customerReads],
  ["the customer's writes", customerWrites],
  ["the admin's reads", adminReads],
])("%s", (_, cases) => {
  test.each(cases.map((c) => [...label(c), c] as const))(
    "%s %s answers as the document says",
    async (method, pattern, c) => {
      const res = await answerOf(c);
      const status = res.status === c.orStatus ? c.orStatus : (c.status ?? 200);
      expect([res.status, res.text.slice(0, 300)]).toEqual([status, expect.any(String)]);
      expect(res.headers.get("content-type")).toContain("application/json");
      const result = check(openApiPath(pattern), method.toLowerCase(), status, res.json);
      expect(result.described).toBe(true);
      expect(result.errors).toEqual([]);
    },
  );
});
