// Past orders: GET /api/users/{userId}/invoices (paging), GET /api/invoices/{invoiceId} and the
// PDF receipt GET /api/invoices/{invoiceId}/receipt.
import * as page from "@/app/api/users/[userId]/invoices/route";
import * as one from "@/app/api/invoices/[invoiceId]/route";
import * as receipt from "@/app/api/invoices/[invoiceId]/receipt/route";
import { addWeeks, currentWeekStart } from "@/lib/clock";
import { db } from "@/lib/db";
import { formatCents } from "@/lib/format/money";
import { pdfText } from "@/lib/invoices/pdf-text";
import { call } from "../helpers";
import { callRaw, demo, invoiceFor, orderFor, person, subscriber } from "./customer-a-fixtures";

afterAll(() => db.$disconnect());

const list = (userId: string, token?: string, query = "") =>
  call(page.GET, `/api/users/${userId}/invoices${query}`, { token, params: { userId } });
const getOne = (invoiceId: string, token?: string) =>
  call(one.GET, `/api/invoices/${invoiceId}`, { token, params: { invoiceId } });
const getPdf = (invoiceId: string, token?: string) =>
  callRaw(receipt.GET, `/api/invoices/${invoiceId}/receipt`, { token, params: { invoiceId } });

/** A customer with three paid weeks (one with savings) and one invoice without an order. */
async function history() {
  const s = await subscriber();
  const current = currentWeekStart(new Date());
  const weeks = [addWeeks(current, -3), addWeeks(current, -2), addWeeks(current, -1)];
  const invoices = [];
  for (const [i, week] of weeks.entries()) {
    const order = await orderFor(s, week, "PAID", 8);
    const issuedAt = new Date(Date.parse(`${week}T12:00:00Z`) - 5 * 86_400_000);
    const amounts = i === 2 ? { discountCents: 1000, creditCents: 2000, giftCents: 500 } : {};
    invoices.push(await invoiceFor(s, order, issuedAt, amounts));
  }
  const standalone = await invoiceFor(
    s,
    null,
    new Date(Date.parse(`${weeks[0]}T00:00:00Z`) - 30 * 86_400_000),
  );
  return { s, weeks, invoices, standalone };
}

describe("GET /api/users/{userId}/invoices", () => {
  test("newest first, with delivery, plan, meals and total; paged", async () => {
    const { s, weeks, invoices, standalone } = await history();
    const first = await list(s.userId, s.token, "?page=1&pageSize=2");
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ page: 1, pageSize: 2, total: 4 });
    expect(first.json.items.map((i: { id: string }) => i.id)).toEqual([
      invoices[2].id,
      invoices[1].id,
    ]);
    const item = first.json.items[0];
    expect(item).toMatchObject({
      number: invoices[2].number,
      status: "PAID",
      week: { startDate: weeks[2] },
      delivery: {
        day: "MONDAY",
        date: weeks[2],
        time: "16-20",
        window: "4:00 PM – 8:00 PM",
        split: false,
      },
      plan: { name: s.plan.name, mealsPerWeek: 8 },
      mealsCount: 8,
      totalCents: invoices[2].totalCents,
      receiptUrl: `/api/invoices/${invoices[2].id}/receipt`,
    });
    expect(item.delivery.dateLabel).toMatch(/^Monday, /);
    expect(item.meals.reduce((n: number, m: { quantity: number }) => n + m.quantity, 0)).toBe(8);
    expect(item.meals[0]).toEqual({ name: expect.any(String), quantity: expect.any(Number) });

    const second = await list(s.userId, s.token, "?page=2&pageSize=2");
    expect(second.json.items.map((i: { id: string }) => i.id)).toEqual([
      invoices[0].id,
      standalone.id,
    ]);
    // An invoice without an order lists its lines as the meals.
    expect(second.json.items[1]).toMatchObject({
      delivery: null,
      plan: null,
      meals: [{ name: "Gift of two meals", quantity: 2 }],
    });
    const beyond = await list(s.userId, s.token, "?page=3&pageSize=2");
    expect(beyond.json).toMatchObject({ items: [], page: 3, total: 4 });
  });

  test("defaults to page 1 of 10", async () => {
    const { s } = await history();
    const res = await list(s.userId, s.token);
    expect(res.json).toMatchObject({ page: 1, pageSize: 10, total: 4 });
    expect(res.json.items).toHaveLength(4);
  });

  test.each([
    ["?page=0", "query.page"],
    ["?page=abc", "query.page"],
    ["?page=1.5", "query.page"],
    ["?pageSize=51", "query.pageSize"],
    ["?pageSize=0", "query.pageSize"],
  ])("%s is a 400 naming %s", async (query, property) => {
    const me = await person();
    const res = await list(me.userId, me.token, query);
    expect(res.status).toBe(400);
    expect(res.json.errors.map((e: { property: string }) => e.property)).toContain(property);
  });

  test("pageSize 50 is the most allowed", async () => {
    const me = await person();
    expect((await list(me.userId, me.token, "?pageSize=50")).status).toBe(200);
  });

  test("the seeded customer's past paid orders", async () => {
    const maya = await demo();
    const res = await list(maya.userId, maya.token);
    expect(res.json.total).toBeGreaterThanOrEqual(2);
    expect(res.json.items[0]).toMatchObject({ status: "PAID", plan: { mealsPerWeek: 8 } });
  });

  test("anonymous 401, another customer 403, an admin may read", async () => {
    const me = await person();
    const other = await person();
    const admin = await person(["admin"]);
    expect((await list(me.userId)).status).toBe(401);
    expect((await list(me.userId, other.token)).status).toBe(403);
    expect((await list(me.userId, admin.token)).status).toBe(200);
  });
});

describe("GET /api/invoices/{invoiceId}", () => {
  test("the owner sees lines, savings, the card and the address", async () => {
    const { s, invoices } = await history();
    const res = await getOne(invoices[2].id, s.token);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: invoices[2].id,
      number: invoices[2].number,
      discountCents: 1000,
      creditCents: 2000,
      giftCents: 500,
      taxCents: 0,
      totalCents: invoices[2].totalCents,
      card: { brand: "visa", last4: "4242" },
      customer: { name: "Rowan Tester", email: s.email },
      deliveryAddress: { street: "55 Lake Shore Blvd E", unit: "901", city: "Toronto" },
    });
  });

  test("another customer gets a 404 (existence not leaked); an admin may read it", async () => {
    const { s, invoices } = await history();
    const other = await person();
    const admin = await person(["admin"]);
    const res = await getOne(invoices[0].id, other.token);
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ statusCode: 404, message: "Invoice not found." });
    expect((await getOne(invoices[0].id, admin.token)).status).toBe(200);
    expect((await getOne(invoices[0].id)).status).toBe(401);
    expect((await getOne("no-such-invoice", s.token)).status).toBe(404);
  });
});

describe("GET /api/invoices/{invoiceId}/receipt", () => {
  test("a real PDF download with the receipt's facts", async () => {
    const { s, invoices } = await history();
    const invoice = invoices[2];
    const res = await getPdf(invoice.id, s.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="lakeshore-kitchen-${invoice.number}.pdf"`,
    );
    expect(res.body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(res.body.subarray(-6).toString("latin1")).toContain("%%EOF");
    const text = pdfText(res.body);
    for (const expected of [
      "Lakeshore Kitchen",
      "120 Bremner Blvd, Toronto, ON M5J 0A8",
      `Invoice ${invoice.number}`,
      "Rowan Tester",
      "901 - 55 Lake Shore Blvd E",
      "Toronto, ON M5E 1A4",
      "Discounts",
      "Gift card",
      "Credits",
      formatCents(invoice.totalCents),
      "Paid with Visa ending in 4242",
    ]) {
      expect(text).toContain(expected);
    }
  });

  test("the seeded customer's receipt names the meals", async () => {
    const maya = await demo();
    const { json } = await list(maya.userId, maya.token);
    const invoice = json.items[0];
    const res = await getPdf(invoice.id, maya.token);
    const text = pdfText(res.body);
    expect(text).toContain(invoice.meals[0].name);
    expect(text).toContain(formatCents(invoice.totalCents));
    expect(text).toContain("Maya Thompson");
  });

  test("another customer 404, anonymous 401, an admin may download", async () => {
    const { invoices } = await history();
    const other = await person();
    const admin = await person(["admin"]);
    expect((await getPdf(invoices[0].id, other.token)).status).toBe(404);
    expect((await getPdf(invoices[0].id)).status).toBe(401);
    const asAdmin = await getPdf(invoices[0].id, admin.token);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get("content-type")).toBe("application/pdf");
  });
});
