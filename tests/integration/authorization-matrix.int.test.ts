// Every route that names a user or a user's resource, called by anonymous, another customer, the
// owner and an admin: anonymous is 401, another customer 403 (or 404 where existence must not
// leak), the owner and an admin get past authorization (whatever the business answer).
import * as me from "@/app/api/auth/me/route";
import * as order from "@/app/api/orders/[orderId]/route";
import * as user from "@/app/api/users/[userId]/route";
import * as coupons from "@/app/api/users/[userId]/coupons/[coupon]/route";
import * as onboarding from "@/app/api/users/[userId]/onboarding/route";
import * as summary from "@/app/api/users/[userId]/order-summary/route";
import * as paymentMethod from "@/app/api/users/[userId]/payment-method/route";
import * as setupIntent from "@/app/api/users/[userId]/payment-method/setup-intent/route";
import * as subscription from "@/app/api/users/[userId]/subscription/route";
import * as affiliateById from "@/app/api/affiliates/[id]/route";
import * as invoice from "@/app/api/invoices/[invoiceId]/route";
import * as receipt from "@/app/api/invoices/[invoiceId]/receipt/route";
import * as notification from "@/app/api/notifications/[notificationId]/route";
import * as notifications from "@/app/api/notifications/users/[userId]/route";
import * as affiliate from "@/app/api/users/[userId]/affiliate/route";
import * as allergens from "@/app/api/users/[userId]/allergens/route";
import * as diet from "@/app/api/users/[userId]/diet/route";
import * as deliveryProblems from "@/app/api/users/[userId]/delivery-problems/route";
import * as problemPhotos from "@/app/api/users/[userId]/delivery-problem-photos/route";
import * as problemPhoto from "@/app/api/users/[userId]/delivery-problem-photos/[photoId]/route";
import * as weekSize from "@/app/api/users/[userId]/orders/week/[weekStart]/size/route";
import * as weekAddOns from "@/app/api/users/[userId]/orders/week/[weekStart]/add-ons/route";
import * as credits from "@/app/api/users/[userId]/credits/route";
import * as giftCards from "@/app/api/users/[userId]/gift-cards/route";
import * as dashboard from "@/app/api/users/[userId]/dashboard/route";
import * as invoices from "@/app/api/users/[userId]/invoices/route";
import * as lastRole from "@/app/api/users/[userId]/last-accessed-role/route";
import * as weekToggle from "@/app/api/orders/week/[weekId]/route";
import * as customerAccount from "@/app/api/users/[userId]/customer-account/route";
import * as deactivate from "@/app/api/users/[userId]/deactivate/route";
import * as weekOrder from "@/app/api/users/[userId]/orders/week/[weekStart]/route";
import * as weeks from "@/app/api/users/[userId]/orders/week/current-week/route";
import * as password from "@/app/api/users/[userId]/password/route";
import * as rolloverPreview from "@/app/api/admin/rollover/preview/route";
import * as orderPayment from "@/app/api/users/[userId]/orders/[orderId]/payment/route";
import * as orderRatings from "@/app/api/users/[userId]/orders/[orderId]/ratings/route";
import { createSession } from "@/lib/auth/sessions";
import { scanApiRoutes } from "@/scripts/api-routes.cjs";
import { upcomingWeekStart } from "@/lib/clock";
import { db } from "@/lib/db";
import { newCustomer } from "../factories";
import { call } from "../helpers";

type Handler = Parameters<typeof call>[0];

interface Case {
  name: string;
  /** The route file's pattern (app/api/…/route.ts), so every route with an id must appear. */
  route: string;
  handler: Handler;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Path and params for the owner's resource. */
  target: (owner: Owner) => { path: string; params: Record<string, string> };
  body?: unknown;
  /** What another customer gets: 403 for {userId} routes, 404 where existence must not leak. */
  stranger: 403 | 404;
  /** The exact answers for the owner and for an admin (a 500 must not pass as "authorized"). */
  owner: number;
  admin: number;
}

interface Owner {
  userId: string;
  orderId: string;
  invoiceId: string;
  notificationId: string;
  affiliateId: string;
}

const byUser =
  (suffix: string, extra: Record<string, string> = {}) =>
  (o: Owner) => ({
    path: `/api/users/${o.userId}${suffix}`,
    params: { userId: o.userId, ...extra },
  });

const byId =
  (base: string, name: keyof Owner, param: string, suffix = "") =>
  (o: Owner) => ({
    path: `${base}/${o[name]}${suffix}`,
    params: { [param]: o[name] },
  });

const week = upcomingWeekStart(new Date());
// Destructive calls carry an invalid body: they stop with a 400 right after authorization.
const NO_SUCH_PHOTO = "cm0000000000000000000000a";

const INVALID = { status: "NOT_A_STATUS", reason: 42, currentPassword: 1 };

const CASES: Case[] = [
  {
    name: "GET delivery-problems",
    owner: 200,
    admin: 200,
    route: "/api/users/[userId]/delivery-problems",
    handler: deliveryProblems.GET,
    method: "GET",
    target: byUser("/delivery-problems"),
    stranger: 403,
  },
  {
    name: "POST delivery-problems",
    owner: 400,
    admin: 400,
    route: "/api/users/[userId]/delivery-problems",
    handler: deliveryProblems.POST,
    method: "POST",
    target: byUser("/delivery-problems"),
    body: INVALID,
    stranger: 403,
  },
  {
    // A JSON body is not a photo: 415 right after authorization.
    name: "POST delivery-problem-photos",
    owner: 415,
    admin: 415,
    route: "/api/users/[userId]/delivery-problem-photos",
    handler: problemPhotos.POST,
    method: "POST",
    target: byUser("/delivery-problem-photos"),
    body: INVALID,
    stranger: 403,
  },
  {
    name: "GET delivery-problem-photos/{photoId}",
    owner: 404,
    admin: 404,
    route: "/api/users/[userId]/delivery-problem-photos/[photoId]",
    handler: problemPhoto.GET,
    method: "GET",
    target: (o) =>
      byUser(`/delivery-problem-photos/${NO_SUCH_PHOTO}`, { photoId: NO_SUCH_PHOTO })(o),
    stranger: 403,
  },
  {
    name: "GET orders/{orderId}/ratings",
    owner: 200,
    admin: 200,
    route: "/api/users/[userId]/orders/[orderId]/ratings",
    handler: orderRatings.GET,
    method: "GET",
    target: (o) => byUser(`/orders/${o.orderId}/ratings`, { orderId: o.orderId })(o),
    stranger: 403,
  },
  {
    // Stars out of range: 400 right after authorization, whatever the order's state.
    name: "PUT orders/{orderId}/ratings",
    owner: 400,
    admin: 400,
    route: "/api/users/[userId]/orders/[orderId]/ratings",
    handler: orderRatings.PUT,
    method: "PUT",
    target: (o) => byUser(`/orders/${o.orderId}/ratings`, { orderId: o.orderId })(o),
    body: { dishId: "any", stars: 9 },
    stranger: 403,
  },
  {
    name: "GET orders/{orderId}/payment",
    owner: 200,
    admin: 200,
    route: "/api/users/[userId]/orders/[orderId]/payment",
    handler: orderPayment.GET,
    method: "GET",
    target: (o) => byUser(`/orders/${o.orderId}/payment`, { orderId: o.orderId })(o),
    stranger: 403,
  },
  {
    name: "POST orders/{orderId}/payment",
    owner: 200,
    admin: 200,
    route: "/api/users/[userId]/orders/[orderId]/payment",
    handler: orderPayment.POST,
    method: "POST",
    target: (o) => byUser(`/orders/${o.orderId}/payment`, { orderId: o.orderId })(o),
    stranger: 403,
  },
  {
    name: "GET orders/week/current-week",
    owner: 200,
    admin: 200,
    route: "/api/users/[userId]/orders/week/current-week",
    handler: weeks.GET,
    method: "GET",
    target: byUser("/orders/week/current-week"),
    stranger: 403,
  },
  {
    name: "GET orders/week/{weekStart}",
    owner: 200,
    admin: 200,
    route: "/api/users/[userId]/orders/week/[weekStart]",
    handler: weekOrder.GET,
    method: "GET",
    target: byUser(`/orders/week/${week}`, { weekStart: week }),
    stranger: 403,
  },
  {
    name: "PUT orders/week/{weekStart}",
    owner: 400,
    admin: 400,
    route: "/api/users/[userId]/orders/week/[weekStart]",
    handler: weekOrder.PUT,
    method: "PUT",
    target: byUser(`/orders/week/${week}`, { weekStart: week }),
    body: { items: "nope" },
    stranger: 403,
  },
  {
    name: "PUT subscription",
    owner: 400,
    admin: 400,
    route: "/api/users/[userId]/subscription",
    handler: subscription.PUT,
    method: "PUT",
    target: byUser("/subscription"),
    body: INVALID,
    stranger: 403,
  },
  {
    name: "GET customer-account",
    owner: 200,
    admin: 200,
    route: "/api/users/[userId]/customer-account",
    handler: customerAccount.GET,
    method: "GET",
    target: byUser("/customer-account"),
    stranger: 403,
  },
  {
    name: "PUT password",
    owner: 400,
    admin: 400,
    route: "/api/users/[userId]/password",
    handler: password.PUT,
    method: "PUT",
    target: byUser("/password"),
    body: INVALID,
    stranger: 403,
  },
  {
    name: "POST deactivate",
    owner: 400,
    admin: 400,
    route: "/api/users/[userId]/deactivate",
    handler: deactivate.POST,
    method: "POST",
    target: byUser("/deactivate"),
    body: INVALID,
    stranger: 403,
  },
  {
    name: "GET allergens",
    owner: 200,
    admin: 200,
    route: "/api/users/[userId]/allergens",
    handler: allergens.GET,
    method: "GET",
    target: byUser("/allergens"),
    stranger: 403,
  },
  {
    name: "PUT allergens",
    owner: 400,
    admin: 400,
    route: "/api/users/[userId]/allergens",
    handler: allergens.PUT,
    method: "PUT",
    target: byUser("/allergens"),
    body: { allergenExclusions: ["NOT_AN_ALLERGEN"] },
    stranger: 403,
  },
  {
    name: "GET diet",
    owner: 200,
    admin: 200,
    route: "/api/users/[userId]/diet",
    handler: diet.GET,
    method: "GET",
    target: byUser("/diet"),
    stranger: 403,
  },
  {
    name: "PUT diet",
    owner: 400,
    admin: 400,
    route: "/api/users/[userId]/diet",
    handler: diet.PUT,
    method: "PUT",
    target: byUser("/diet"),
    body: { dietPreference: "KETO" },
    stranger: 403,
  },
  {
    name: "PUT orders/week/{weekStart}/size",
    owner: 400,
    admin: 400,
    route: "/api/users/[userId]/orders/week/[weekStart]/size",
    handler: weekSize.PUT,
    method: "PUT",
    target: byUser(`/orders/week/${week}/size`, { weekStart: week }),
    body: { mealsPerWeek: "twelve" },
    stranger: 403,
  },
  {
    name: "PUT orders/week/{weekStart}/add-ons",
    owner: 400,
    admin: 400,
    route: "/api/users/[userId]/orders/week/[weekStart]/add-ons",
    handler: weekAddOns.PUT,
    method: "PUT",
    target: byUser(`/orders/week/${week}/add-ons`, { weekStart: week }),
    body: { addOns: "a tart" },
    stranger: 403,
  },
  {
    name: "GET dashboard",
    owner: 200,
    admin: 200,
    route: "/api/users/[userId]/dashboard",
    handler: dashboard.GET,
    method: "GET",
    target: byUser("/dashboard"),
    stranger: 403,
  },
  {
    name: "GET invoices",
    owner: 200,
    admin: 200,
    route: "/api/users/[userId]/invoices",
    handler: invoices.GET,
    method: "GET",
    target: byUser("/invoices"),
    stranger: 403,
  },
  {
    name: "GET credits",
    owner: 200,
    admin: 200,
    route: "/api/users/[userId]/credits",
    handler: credits.GET,
    method: "GET",
    target: byUser("/credits"),
    stranger: 403,
  },
  {
    name: "GET gift-cards",
    owner: 200,
    admin: 200,
    route: "/api/users/[userId]/gift-cards",
    handler: giftCards.GET,
    method: "GET",
    target: byUser("/gift-cards"),
    stranger: 403,
  },
  {
    name: "GET affiliate",
    owner: 200,
    admin: 200,
    route: "/api/users/[userId]/affiliate",
    handler: affiliate.GET,
    method: "GET",
    target: byUser("/affiliate"),
    stranger: 403,
  },
  {
    name: "POST affiliate",
    owner: 200,
    admin: 200,
    route: "/api/users/[userId]/affiliate",
    handler: affiliate.POST,
    method: "POST",
    target: byUser("/affiliate"),
    stranger: 403,
  },
  {
    name: "PUT last-accessed-role",
    owner: 200,
    admin: 200,
    route: "/api/users/[userId]/last-accessed-role",
    handler: lastRole.PUT,
    method: "PUT",
    target: byUser("/last-accessed-role"),
    body: { role: "customer" },
    stranger: 403,
  },
  {
    name: "GET /api/notifications/users/{userId}",
    owner: 200,
    admin: 200,
    route: "/api/notifications/users/[userId]",
    handler: notifications.GET,
    method: "GET",
    target: (o) => ({
      path: `/api/notifications/users/${o.userId}?type=1`,
      params: { userId: o.userId },
    }),
    stranger: 403,
  },
  {
    name: "PUT /api/notifications/{notificationId}",
    owner: 200,
    admin: 404,
    route: "/api/notifications/[notificationId]",
    handler: notification.PUT,
    method: "PUT",
    target: byId("/api/notifications", "notificationId", "notificationId"),
    body: { read: true },
    stranger: 404,
  },
  {
    name: "GET /api/invoices/{invoiceId}",
    owner: 200,
    admin: 200,
    route: "/api/invoices/[invoiceId]",
    handler: invoice.GET,
    method: "GET",
    target: byId("/api/invoices", "invoiceId", "invoiceId"),
    stranger: 404,
  },
  {
    name: "GET /api/invoices/{invoiceId}/receipt",
    owner: 200,
    admin: 200,
    route: "/api/invoices/[invoiceId]/receipt",
    handler: receipt.GET,
    method: "GET",
    target: byId("/api/invoices", "invoiceId", "invoiceId", "/receipt"),
    stranger: 404,
  },
  {
    name: "GET /api/affiliates/{id}",
    owner: 200,
    admin: 200,
    route: "/api/affiliates/[id]",
    handler: affiliateById.GET,
    method: "GET",
    target: byId("/api/affiliates", "affiliateId", "id"),
    stranger: 404,
  },
  {
    name: "PUT /api/users/{userId}",
    owner: 200,
    admin: 200,
    route: "/api/users/[userId]",
    handler: user.PUT,
    method: "PUT",
    target: byUser(""),
    body: { firstName: "Maya" },
    stranger: 403,
  },
  {
    name: "POST subscription",
    owner: 404,
    admin: 404,
    route: "/api/users/[userId]/subscription",
    handler: subscription.POST,
    method: "POST",
    target: byUser("/subscription"),
    body: { planId: "x" },
    stranger: 403,
  },
  {
    name: "GET payment-method",
    owner: 200,
    admin: 200,
    route: "/api/users/[userId]/payment-method",
    handler: paymentMethod.GET,
    method: "GET",
    target: byUser("/payment-method"),
    stranger: 403,
  },
  {
    name: "POST payment-method",
    owner: 200,
    admin: 200,
    route: "/api/users/[userId]/payment-method",
    handler: paymentMethod.POST,
    method: "POST",
    target: byUser("/payment-method"),
    body: { stripePaymentMethodId: "pm_card_visa" },
    stranger: 403,
  },
  {
    name: "POST setup-intent",
    owner: 200,
    admin: 200,
    route: "/api/users/[userId]/payment-method/setup-intent",
    handler: setupIntent.POST,
    method: "POST",
    target: byUser("/payment-method/setup-intent"),
    stranger: 403,
  },
  {
    name: "POST coupons/{coupon}",
    owner: 200,
    admin: 200,
    route: "/api/users/[userId]/coupons/[coupon]",
    handler: coupons.POST,
    method: "POST",
    target: byUser("/coupons/SAVE10", { coupon: "SAVE10" }),
    stranger: 403,
  },
  {
    name: "GET order-summary",
    owner: 404,
    admin: 404,
    route: "/api/users/[userId]/order-summary",
    handler: summary.GET,
    method: "GET",
    target: (o) => ({
      path: `/api/users/${o.userId}/order-summary?planId=x`,
      params: { userId: o.userId },
    }),
    stranger: 403,
  },
  {
    name: "POST onboarding",
    owner: 200,
    admin: 200,
    route: "/api/users/[userId]/onboarding",
    handler: onboarding.POST,
    method: "POST",
    target: byUser("/onboarding"),
    stranger: 403,
  },
  {
    name: "GET /api/orders/{orderId}",
    owner: 200,
    admin: 200,
    route: "/api/orders/[orderId]",
    handler: order.GET,
    method: "GET",
    target: (o) => ({ path: `/api/orders/${o.orderId}`, params: { orderId: o.orderId } }),
    stranger: 404,
  },
];

let owner: Owner & { token: string };
let strangerToken: string;
let adminToken: string;

async function tokenFor(email: string) {
  const found = await db.user.findUniqueOrThrow({ where: { email } });
  return { id: found.id, token: (await createSession(found.id, "API", new Date())).token };
}

beforeAll(async () => {
  // The seeded demo customer owns real orders, invoices and notifications.
  const demo = await tokenFor("customer@example.com");
  const seeded = await db.weeklyOrder.findFirstOrThrow({ where: { userId: demo.id } });
  const invoiceRow = await db.invoice.findFirstOrThrow({ where: { userId: demo.id } });
  const note = await db.notification.findFirstOrThrow({ where: { userId: demo.id } });
  const affiliateRow = await db.affiliate.upsert({
    where: { userId: demo.id },
    create: { userId: demo.id, code: `AFF${demo.id.slice(-6).toUpperCase()}` },
    update: {},
  });
  owner = {
    userId: demo.id,
    orderId: seeded.id,
    invoiceId: invoiceRow.id,
    notificationId: note.id,
    affiliateId: affiliateRow.id,
    token: demo.token,
  };
  strangerToken = (await newCustomer()).token;
  adminToken = (await tokenFor("admin@lakeshorekitchen.ca")).token;
});

afterAll(() => db.$disconnect());

describe.each(CASES)("$name", ({ handler, method, target, body, stranger, owner: mine, admin }) => {
  const send = (token?: string) => {
    const { path, params } = target(owner);
    return call(handler, path, { method, params, token, body });
  };

  test("anonymous → 401", async () => {
    expect((await send()).status).toBe(401);
  });

  test(`another customer → ${stranger}`, async () => {
    expect((await send(strangerToken)).status).toBe(stranger);
  });

  test(`the owner → ${mine}`, async () => {
    expect((await send(owner.token)).status).toBe(mine);
  });

  test(`an admin → ${admin}`, async () => {
    expect((await send(adminToken)).status).toBe(admin);
  });
});

test("PATCH /api/orders/week/{weekId} acts only on the caller's own order: anonymous 401", async () => {
  const res = await call(weekToggle.PATCH, "/api/orders/week/x", {
    method: "PATCH",
    params: { weekId: "x" },
  });
  expect(res.status).toBe(401);
});

test("GET /api/auth/me: anonymous 401, a bad token 401", async () => {
  expect((await call(me.GET, "/api/auth/me")).status).toBe(401);
  expect((await call(me.GET, "/api/auth/me", { token: "not-a-token" })).status).toBe(401);
});

describe("admin routes: anonymous 401, customer 403, admin 2xx", () => {
  const ADMIN_CASES: { name: string; handler: Handler; path: string }[] = [
    {
      name: "GET /api/admin/rollover/preview",
      handler: rolloverPreview.GET,
      path: `/api/admin/rollover/preview?weekStart=${week}`,
    },
  ];
  test.each(ADMIN_CASES)("$name", async ({ handler, path }) => {
    expect((await call(handler, path)).status).toBe(401);
    expect((await call(handler, path, { token: owner.token })).status).toBe(403);
    const ok = await call(handler, path, { token: adminToken });
    expect(ok.status).toBeGreaterThanOrEqual(200);
    expect(ok.status).toBeLessThan(300);
  });
});

describe("every route is covered, found from the file tree", () => {
  const ROUTES = scanApiRoutes(process.cwd());
  /** Routes with an id that act only on the caller's own data, whatever the id names. */
  const CALLER_SCOPED = new Set(["PATCH /api/orders/week/[weekId]"]);

  test("every signed-in route with an id has a case in the matrix", async () => {
    const missing: string[] = [];
    let checked = 0;
    for (const route of ROUTES) {
      if (!route.pattern.includes("[") || route.pattern.includes("[...")) continue;
      if (route.pattern.startsWith("/api/admin/")) continue; // checked below, generically
      const mod = (await import(`@/${route.file}`)) as Record<string, { audience?: string }>;
      for (const method of route.methods) {
        if (!["user", "admin"].includes(mod[method]?.audience ?? "public")) continue;
        checked++;
        const key = `${method} ${route.pattern}`;
        const covered = CASES.some((c) => c.method === method && c.route === route.pattern);
        if (!covered && !CALLER_SCOPED.has(key)) missing.push(key);
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(CASES.length);
  });

  test("every admin route: anonymous 401, a customer 403, an admin past authorization", async () => {
    const admin = ROUTES.filter((r) => r.pattern.startsWith("/api/admin/"));
    expect(admin.length).toBeGreaterThan(0);
    for (const route of admin) {
      const mod = (await import(`@/${route.file}`)) as Record<string, Handler>;
      // Any id in the path names something that does not exist: the admin gets a 4xx, never 5xx.
      const path = route.pattern.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, "no-such-$1");
      const params = Object.fromEntries(
        [...route.pattern.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)].map((m) => [
          m[1],
          `no-such-${m[1]}`,
        ]),
      );
      for (const method of route.methods) {
        const send = (token?: string) =>
          call(mod[method], path, {
            method,
            params,
            token,
            ...(method === "GET" ? {} : { body: {} }),
          });
        expect([`${method} ${route.pattern}`, (await send()).status]).toEqual([
          `${method} ${route.pattern}`,
          401,
        ]);
        expect([`${method} ${route.pattern}`, (await send(owner.token)).status]).toEqual([
          `${method} ${route.pattern}`,
          403,
        ]);
        const status = (await send(adminToken)).status;
        expect([
          `${method} ${route.pattern}`,
          status < 500 && status !== 401 && status !== 403,
        ]).toEqual([`${method} ${route.pattern}`, true]);
      }
    }
  });
});
