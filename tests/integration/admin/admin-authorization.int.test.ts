// Every /api/admin call: anonymous 401, a customer 403, an admin 2xx. Each case builds its own
// valid request, so the admin's answer proves the call works, not only that it is allowed.
import { NextRequest } from "next/server";
import * as dashboard from "@/app/api/admin/dashboard/route";
import * as deliveries from "@/app/api/admin/deliveries/route";
import * as deliveriesStart from "@/app/api/admin/deliveries/start/route";
import * as deliveryMark from "@/app/api/admin/deliveries/[orderId]/[day]/route";
import * as deliveryDecision from "@/app/api/admin/deliveries/[orderId]/[day]/decision/route";
import * as outbox from "@/app/api/admin/outbox/route";
import * as reportMail from "@/app/api/admin/report-mails/[id]/route";
import * as report from "@/app/api/admin/reports/[report]/route";
import * as reportEmail from "@/app/api/admin/reports/[report]/email/route";
import * as dishImages from "@/app/api/admin/dish-images/route";
import * as kitchenLabels from "@/app/api/admin/kitchen/labels/route";
import * as production from "@/app/api/admin/kitchen/production/route";
import * as productionPdf from "@/app/api/admin/kitchen/production/pdf/route";
import * as productionCsv from "@/app/api/admin/kitchen/production/csv/route";
import * as boxAddress from "@/app/api/admin/orders/[orderId]/address/route";
import * as autocomplete from "@/app/api/addresses/autocomplete/route";
import * as dishes from "@/app/api/admin/dishes/route";
import * as dish from "@/app/api/admin/dishes/[dishId]/route";
import * as restoreDish from "@/app/api/admin/dishes/[dishId]/restore/route";
import * as weekMenu from "@/app/api/admin/weeks/[weekStart]/menu/route";
import * as publish from "@/app/api/admin/weeks/[weekStart]/publish/route";
import * as users from "@/app/api/admin/users/route";
import * as userDetail from "@/app/api/admin/users/[userId]/route";
import * as userActions from "@/app/api/admin/users/[userId]/actions/route";
import * as viewAs from "@/app/api/admin/users/[userId]/view-as/route";
import * as exceptions from "@/app/api/admin/exceptions/route";
import * as holdBox from "@/app/api/admin/orders/[orderId]/hold/route";
import * as releaseBox from "@/app/api/admin/orders/[orderId]/release/route";
import * as resolveException from "@/app/api/admin/orders/[orderId]/resolve/route";
import { db } from "@/lib/db";
import { stopQueue } from "@/lib/jobs/queue";
import { call } from "../../helpers";
import { orderFor, subscriber } from "../customer-a-fixtures";
import { adminSession, customerSession, dishInput, freshWeek, newDish } from "./admin-fixtures";
import { box } from "./deliveries-fixtures";

type Handler = Parameters<typeof call>[0];

interface Request {
  path: string;
  params?: Record<string, string>;
  body?: unknown;
}

interface Case {
  name: string;
  handler: Handler;
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** A fresh, valid request (called once per caller, so destructive calls get their own target). */
  request: () => Promise<Request>;
}

const byDish =
  (suffix = "") =>
  async () => {
    const { id } = await newDish();
    return { path: `/api/admin/dishes/${id}${suffix}`, params: { dishId: id } };
  };

const weekWithMenu = async () => {
  const week = freshWeek();
  const { id } = await newDish();
  // Upserted: a file running beside this one may have made that week's row already.
  await db.week.upsert({
    where: { startDate: new Date(`${week}T00:00:00Z`) },
    create: {
      startDate: new Date(`${week}T00:00:00Z`),
      endDate: new Date(`${week}T00:00:00Z`),
      menuDraft: true,
      menus: { create: { dishId: id, sortingOrder: 0 } },
    },
    update: { menuDraft: true, menus: { create: { dishId: id, sortingOrder: 0 } } },
  });
  return { week, dishId: id };
};

/** A past week of its own: its delivery days have come, so its stops may be marked. */
const DELIVERY_WEEK = "2003-01-06";

/** A paid box of a week far ahead, shaped by `data` (held, a shortfall, …). */
const byBox =
  (action: string, data: Parameters<typeof db.weeklyOrder.update>[0]["data"] = {}) =>
  async () => {
    const box = await orderFor(await subscriber(), freshWeek(), "PAID");
    await db.weeklyOrder.update({ where: { id: box.id }, data });
    return { path: `/api/admin/orders/${box.id}/${action}`, params: { orderId: box.id } };
  };

const ADMIN_CASES: Case[] = [
  {
    name: "GET /api/admin/exceptions",
    handler: exceptions.GET,
    method: "GET",
    request: async () => ({ path: `/api/admin/exceptions?week=${freshWeek()}` }),
  },
  {
    name: "POST /api/admin/orders/{orderId}/hold",
    handler: holdBox.POST,
    method: "POST",
    request: async () => ({ ...(await byBox("hold")()), body: { reason: "Customer away" } }),
  },
  {
    name: "POST /api/admin/orders/{orderId}/release",
    handler: releaseBox.POST,
    method: "POST",
    request: async () => ({
      ...(await byBox("release", { heldAt: new Date(), holdReason: "Away" })()),
      body: { reason: "Back home" },
    }),
  },
  {
    name: "POST /api/admin/orders/{orderId}/resolve",
    handler: resolveException.POST,
    method: "POST",
    request: async () => ({
      ...(await byBox("resolve", { allergenShortfall: 1 })()),
      body: { kind: "allergen-shortfall", note: "Swapped a dish" },
    }),
  },
  {
    name: "POST /api/admin/orders/{orderId}/address",
    handler: boxAddress.POST,
    method: "POST",
    request: async () => {
      const options = await call(
        autocomplete.GET,
        "/api/addresses/autocomplete?q=120%20bremner%20blvd&postalCode=M5J0A8",
      );
      const { street, city, postalCode, placeId } = options.json.options[0];
      return {
        ...(await byBox("address", { addressId: null })()),
        body: { street, city, province: "ON", postalCode, phone: "416-555-0142", placeId },
      };
    },
  },
  {
    name: "GET /api/admin/deliveries",
    handler: deliveries.GET,
    method: "GET",
    request: async () => ({ path: `/api/admin/deliveries?week=${DELIVERY_WEEK}&day=monday` }),
  },
  {
    name: "POST /api/admin/deliveries/start",
    handler: deliveriesStart.POST,
    method: "POST",
    request: async () => {
      await box(DELIVERY_WEEK);
      return {
        path: "/api/admin/deliveries/start",
        body: { week: DELIVERY_WEEK, day: "monday" },
      };
    },
  },
  {
    name: "POST /api/admin/deliveries/{orderId}/{day}",
    handler: deliveryMark.POST,
    method: "POST",
    request: async () => {
      const { id } = await box(DELIVERY_WEEK);
      return {
        path: `/api/admin/deliveries/${id}/monday`,
        params: { orderId: id, day: "monday" },
        body: { mark: "not-delivered", reason: "Nobody home" },
      };
    },
  },
  {
    name: "POST /api/admin/deliveries/{orderId}/{day}/decision",
    handler: deliveryDecision.POST,
    method: "POST",
    request: async () => {
      const { id } = await box(DELIVERY_WEEK);
      await db.deliveryStop.create({
        data: { orderId: id, day: "MONDAY", mark: "NOT_DELIVERED", reason: "Nobody home" },
      });
      return {
        path: `/api/admin/deliveries/${id}/monday/decision`,
        params: { orderId: id, day: "monday" },
        body: { decision: "redeliver" },
      };
    },
  },
  {
    name: "GET /api/admin/reports/{report}",
    handler: report.GET,
    method: "GET",
    request: async () => {
      const week = freshWeek();
      return {
        path: `/api/admin/reports/kitchen-prep?weekStart=${week}`,
        params: { report: "kitchen-prep" },
      };
    },
  },
  {
    name: "POST /api/admin/reports/{report}/email",
    handler: reportEmail.POST,
    method: "POST",
    request: async () => ({
      path: "/api/admin/reports/revenue/email",
      params: { report: "revenue" },
      body: { weekStart: freshWeek(), recipients: ["ops@example.test"], formats: ["csv"] },
    }),
  },
  {
    name: "GET /api/admin/report-mails/{id}",
    handler: reportMail.GET,
    method: "GET",
    request: async () => {
      const row = await db.reportMail.create({
        data: {
          report: "packing",
          weekStart: new Date(`${freshWeek()}T00:00:00Z`),
          recipients: ["ops@example.test"],
          formats: ["pdf"],
        },
      });
      return { path: `/api/admin/report-mails/${row.id}`, params: { id: row.id } };
    },
  },
  {
    name: "GET /api/admin/kitchen/labels",
    handler: kitchenLabels.GET,
    method: "GET",
    request: async () => ({
      path: `/api/admin/kitchen/labels?weekStart=${freshWeek()}&day=monday`,
    }),
  },
  {
    name: "GET /api/admin/kitchen/production",
    handler: production.GET,
    method: "GET",
    request: async () => ({ path: `/api/admin/kitchen/production?weekStart=${freshWeek()}` }),
  },
  {
    name: "GET /api/admin/kitchen/production/pdf",
    handler: productionPdf.GET,
    method: "GET",
    request: async () => ({
      path: `/api/admin/kitchen/production/pdf?weekStart=${freshWeek()}&day=thursday`,
    }),
  },
  {
    name: "GET /api/admin/kitchen/production/csv",
    handler: productionCsv.GET,
    method: "GET",
    request: async () => ({
      path: `/api/admin/kitchen/production/csv?weekStart=${freshWeek()}&day=monday`,
    }),
  },
  {
    name: "GET /api/admin/outbox",
    handler: outbox.GET,
    method: "GET",
    request: async () => ({ path: "/api/admin/outbox" }),
  },
  {
    name: "GET /api/admin/dashboard",
    handler: dashboard.GET,
    method: "GET",
    request: async () => ({ path: "/api/admin/dashboard" }),
  },
  {
    name: "GET /api/admin/weeks/{weekStart}/menu",
    handler: weekMenu.GET,
    method: "GET",
    request: async () => {
      const week = freshWeek();
      return { path: `/api/admin/weeks/${week}/menu`, params: { weekStart: week } };
    },
  },
  {
    name: "PUT /api/admin/weeks/{weekStart}/menu",
    handler: weekMenu.PUT,
    method: "PUT",
    request: async () => {
      const week = freshWeek();
      const { id } = await newDish();
      return {
        path: `/api/admin/weeks/${week}/menu`,
        params: { weekStart: week },
        body: { items: [{ dishId: id, isNew: true, sortingOrder: 0, cap: 10 }] },
      };
    },
  },
  {
    name: "POST /api/admin/weeks/{weekStart}/publish",
    handler: publish.POST,
    method: "POST",
    request: async () => {
      const { week } = await weekWithMenu();
      return { path: `/api/admin/weeks/${week}/publish`, params: { weekStart: week } };
    },
  },
  {
    name: "GET /api/admin/dishes",
    handler: dishes.GET,
    method: "GET",
    request: async () => ({ path: "/api/admin/dishes?q=chicken&archived=include" }),
  },
  {
    name: "POST /api/admin/dishes",
    handler: dishes.POST,
    method: "POST",
    request: async () => ({ path: "/api/admin/dishes", body: dishInput() }),
  },
  { name: "GET /api/admin/dishes/{dishId}", handler: dish.GET, method: "GET", request: byDish() },
  {
    name: "PUT /api/admin/dishes/{dishId}",
    handler: dish.PUT,
    method: "PUT",
    request: async () => ({ ...(await byDish()()), body: dishInput() }),
  },
  {
    name: "DELETE /api/admin/dishes/{dishId}",
    handler: dish.DELETE,
    method: "DELETE",
    request: byDish(),
  },
  {
    name: "POST /api/admin/dishes/{dishId}/restore",
    handler: restoreDish.POST,
    method: "POST",
    request: byDish("/restore"),
  },
  {
    name: "GET /api/admin/users",
    handler: users.GET,
    method: "GET",
    request: async () => ({ path: "/api/admin/users?q=example&page=1" }),
  },
  {
    name: "GET /api/admin/users/{userId}",
    handler: userDetail.GET,
    method: "GET",
    request: async () => {
      const { userId } = await subscriber();
      return { path: `/api/admin/users/${userId}`, params: { userId } };
    },
  },
  {
    name: "POST /api/admin/users/{userId}/actions",
    handler: userActions.POST,
    method: "POST",
    request: async () => {
      const { userId } = await subscriber();
      return {
        path: `/api/admin/users/${userId}/actions`,
        params: { userId },
        body: { action: "grant-credit", amountCents: 500, reason: "Goodwill" },
      };
    },
  },
  {
    name: "POST /api/admin/users/{userId}/view-as",
    handler: viewAs.POST,
    method: "POST",
    request: async () => {
      const { userId } = await subscriber();
      return { path: `/api/admin/users/${userId}/view-as`, params: { userId } };
    },
  },
];

let adminToken: string;
let customerToken: string;

beforeAll(async () => {
  adminToken = (await adminSession()).token;
  customerToken = (await customerSession()).token;
});
afterAll(async () => {
  await stopQueue();
  await db.$disconnect();
});

test.each(ADMIN_CASES)("$name", async ({ handler, method, request }) => {
  const send = async (token?: string) => {
    const { path, params, body } = await request();
    return call(handler, path, { method, params, body, token });
  };
  expect((await send()).status).toBe(401);
  expect((await send(customerToken)).status).toBe(403);
  const ok = await send(adminToken);
  expect(ok.status).toBeGreaterThanOrEqual(200);
  expect(ok.status).toBeLessThan(300);
});

test("POST /api/admin/dish-images: anonymous 401, customer 403, admin 201", async () => {
  const send = async (token?: string) => {
    const headers: Record<string, string> = { "content-type": "image/jpeg" };
    if (token) headers.authorization = `Bearer ${token}`;
    const req = new NextRequest(new URL("/api/admin/dish-images", "http://localhost:3000"), {
      method: "POST",
      headers,
      body: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
    });
    return (await dishImages.POST(req, { params: Promise.resolve({}) })).status;
  };
  expect(await send()).toBe(401);
  expect(await send(customerToken)).toBe(403);
  expect(await send(adminToken)).toBe(201);
});
