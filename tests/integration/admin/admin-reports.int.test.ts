// Admin reports for a week only this file touches: the numbers in each, and one emailed through
// the job queue with CSV and PDF attachments whose counts match the orders.
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import * as report from "@/app/api/admin/reports/[report]/route";
import * as email from "@/app/api/admin/reports/[report]/email/route";
import * as reportMail from "@/app/api/admin/report-mails/[id]/route";
import * as outbox from "@/app/api/admin/outbox/route";
import * as outboxMessage from "@/app/api/admin/outbox/[name]/route";
import * as reportCsvRoute from "@/app/api/admin/reports/[report]/csv/route";
import * as reportPdfRoute from "@/app/api/admin/reports/[report]/pdf/route";
import { weekInWords } from "@/lib/reports/report-files";
import * as deliveries from "@/app/api/admin/deliveries/route";
import * as production from "@/app/api/admin/kitchen/production/route";
import { loadContainerLabels } from "@/lib/kitchen/load-kitchen-sheets";
import { DateTime } from "luxon";
import { deliveryWeek, ZONE } from "@/lib/clock";
import { db } from "@/lib/db";
import { pdfTextRuns } from "@/lib/invoices/pdf-text";
import { QUEUES, queue, stopQueue } from "@/lib/jobs/queue";
import { listOutbox, readOutboxMessage } from "@/lib/mail";
import { sendReportMail } from "@/lib/reports/report-mail";
import { call } from "../../helpers";
import { subscriber, weekRow } from "../customer-a-fixtures";
import { adminSession, customerSession, freshWeek, newDish } from "./admin-fixtures";

let admin: { token: string };
const week = freshWeek();
let dishes: { id: string; name: string }[];

beforeAll(async () => {
  admin = await adminSession();
  dishes = [
    await newDish({ name: "Alpha Report Bowl" }),
    await newDish({ name: "Beta Report Bowl" }),
  ];
  const row = await weekRow(week);
  const make = async (
    status: "PAID" | "SKIPPED",
    deliveryDay: "MONDAY" | "THURSDAY",
    items: { dishId: string; quantity: number; slot: "SINGLE" | "MONDAY" | "THURSDAY" }[],
    split = false,
  ) => {
    const s = await subscriber();
    return db.weeklyOrder.create({
      data: {
        number: `LK-R${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
        userId: s.userId,
        subscriptionId: s.subscription.id,
        weekId: row.id,
        planId: s.plan.id,
        addressId: s.address.id,
        status,
        mealsCount: 8,
        splitDelivery: split,
        deliveryDay,
        deliveryTime: "16-20",
        subtotalCents: 8000,
        discountCents: 1000,
        totalCents: 7000,
        items: { create: items },
      },
    });
  };
  const [a, b] = dishes.map((d) => d.id) as [string, string];
  const one = await make("PAID", "MONDAY", [{ dishId: a, quantity: 8, slot: "SINGLE" }]);
  // A split box: 3 of A on Monday, 5 of B on Thursday.
  await make(
    "PAID",
    "MONDAY",
    [
      { dishId: a, quantity: 3, slot: "MONDAY" },
      { dishId: b, quantity: 5, slot: "THURSDAY" },
    ],
    true,
  );
  await make("PAID", "THURSDAY", [{ dishId: b, quantity: 8, slot: "SINGLE" }]);
  await make("SKIPPED", "MONDAY", [{ dishId: a, quantity: 8, slot: "SINGLE" }]);
  await db.charge.create({
    data: {
      userId: one.userId,
      orderId: one.id,
      amountCents: 7000,
      status: "SUCCEEDED",
      idempotencyKey: `rep-${one.id}`,
    },
  });
});

afterAll(async () => {
  await stopQueue();
  await db.$disconnect();
});

const get = (kind: string) =>
  call(report.GET, `/api/admin/reports/${kind}?weekStart=${week}`, {
    token: admin.token,
    params: { report: kind },
  });

test("kitchen prep: meals per dish per day, split halves on their own day, skipped weeks left out", async () => {
  const res = await get("kitchen-prep");
  expect(res.status).toBe(200);
  expect(res.json.rows).toEqual([
    ["Alpha Report Bowl", 11, 0, 11, 0, 0],
    ["Beta Report Bowl", 0, 13, 13, 0, 0],
  ]);
  expect(res.json.summary).toBe("24 meals across 2 dishes, paid.");
});

test("packing, delivery, revenue and subscription reports", async () => {
  const packing = await get("packing");
  // One box per delivery day: the split box is packed twice, Monday's boxes first.
  expect(packing.json.rows).toHaveLength(4);
  expect(packing.json.rows.map((r: unknown[]) => [r[0], r[6]])).toEqual([
    ["Monday", expect.any(Number)],
    ["Monday", expect.any(Number)],
    ["Thursday", expect.any(Number)],
    ["Thursday", expect.any(Number)],
  ]);
  expect(packing.json.rows.map((r: unknown[]) => r[6]).sort()).toEqual([3, 5, 8, 8]);
  expect(packing.json.summary).toBe("4 boxes go out: 2 Monday, 2 Thursday.");
  const delivery = await get("delivery");
  // The split box is two stops; every stop carries the buzzer, phone and instructions columns.
  expect(delivery.json.rows).toHaveLength(4);
  expect(delivery.json.rows.map((r: string[]) => r[4])).toEqual([
    "Monday",
    "Monday",
    "Thursday",
    "Thursday",
  ]);
  // Who and where first (on a phone the first columns are the ones on screen).
  expect(delivery.json.columns).toEqual([
    "Customer",
    "Address",
    "Buzzer",
    "Phone",
    "Day",
    "Window",
    "City",
    "Payment",
    "Instructions",
  ]);
  const revenue = await get("revenue");
  expect(revenue.json.rows).toEqual(
    expect.arrayContaining([
      ["Subtotal", "$240.00", ""],
      ["Discounts", "$30.00", ""],
      ["Charged", "$70.00", 1],
      ["Refunded", "$0.00", 0],
    ]),
  );
  const subs = await get("subscriptions");
  expect(subs.status).toBe(200);
  expect(subs.json.columns[0]).toBe("Movement");
  const { startsAt } = deliveryWeek(week);
  expect(startsAt.getTime()).toBeGreaterThan(Date.now());
  expect(subs.json.rows).toEqual([]);
});

test("one count of what goes out: the lists, the route, the labels and the production sheet agree; unpaid, held and open exceptions shown apart and marked (issue 38, items 7-8)", async () => {
  const other = freshWeek();
  const row = await weekRow(other);
  const [a] = dishes.map((d) => d.id) as [string];
  const box = async (status: "PAID" | "PAYMENT_FAILED", withAddress: boolean) => {
    const s = await subscriber();
    const order = await db.weeklyOrder.create({
      data: {
        number: `LK-U${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
        userId: s.userId,
        subscriptionId: s.subscription.id,
        weekId: row.id,
        planId: s.plan.id,
        addressId: withAddress ? s.address.id : null,
        status,
        mealsCount: 6,
        deliveryDay: "MONDAY",
        deliveryTime: "16-20",
        subtotalCents: 6000,
        totalCents: 6000,
        items: { create: [{ dishId: a, quantity: 6, slot: "SINGLE" }] },
      },
    });
    return { ...order, userId: s.userId };
  };
  const paid = await box("PAID", true);
  const declined = await box("PAYMENT_FAILED", true);
  const homeless = await box("PAID", false);
  const held = await box("PAID", true);
  await db.weeklyOrder.update({
    where: { id: held.id },
    data: { heldAt: new Date(), holdReason: "Customer asked us to wait" },
  });
  // Deactivated after the lock: it still goes out, marked with its open exception.
  const gone = await box("PAID", true);
  await db.user.update({ where: { id: gone.userId }, data: { status: "disabled" } });
  const get2 = (kind: string) =>
    call(report.GET, `/api/admin/reports/${kind}?weekStart=${other}`, {
      token: admin.token,
      params: { report: kind },
    });

  const prep = await get2("kitchen-prep");
  expect(prep.json.rows).toEqual([["Alpha Report Bowl", 18, 0, 18, 6, 6]]);
  expect(prep.json.summary).toBe(
    `18 meals across 1 dish, paid. 6 more meals in 1 box not paid yet: ${declined.number} (payment failed). 6 meals in 1 box held, not in the totals until released: ${held.number}.`,
  );

  const packing = await get2("packing");
  // The boxes that go out first, each with its payment; the unpaid one last, marked.
  const goingOut = [paid, homeless, gone].sort((x, y) => x.number.localeCompare(y.number));
  expect(packing.json.rows.map((r: string[]) => [r[1], r[3]])).toEqual([
    ...goingOut.map((o) => [
      o.number,
      o === gone ? "Paid · open exception: Account deactivated" : "Paid",
    ]),
    [declined.number, "Not paid yet (payment failed)"],
  ]);
  expect(packing.json.rows[0][5]).toBe("Wheat/Gluten, Sesame");
  expect(packing.json.summary).toBe(
    `3 boxes go out: 3 Monday, 0 Thursday. 1 box not paid yet: ${declined.number} (payment failed), listed last and not packed until paid. 1 box held, not on this list until released: ${held.number}.`,
  );

  const delivery = await get2("delivery");
  expect(delivery.json.rows.map((r: string[]) => r[1])).toContain("No address: call the customer");
  expect(delivery.json.rows.map((r: string[]) => r[7])).toEqual([
    ...Array.from({ length: 3 }, () => expect.stringMatching(/^Paid/)),
    "Not paid yet (payment failed)",
  ]);
  expect(delivery.json.summary).toBe(
    `3 stops. 1 box has no delivery address: ${homeless.number}. Call the customer before the day. 1 box not paid yet: ${declined.number} (payment failed), listed last and not delivered until paid. 1 box held, not on this list until released: ${held.number}.`,
  );

  // The route, the labels and the production sheet count the same three boxes.
  const route = await call(deliveries.GET, `/api/admin/deliveries?week=${other}&day=monday`, {
    token: admin.token,
  });
  expect(route.status).toBe(200);
  const stops = route.json.stops as { orderNumber: string; exceptions: string[] }[];
  expect(stops.map((st) => st.orderNumber).sort()).toEqual(goingOut.map((o) => o.number));
  expect(stops.find((st) => st.orderNumber === gone.number)?.exceptions).toEqual([
    "Account deactivated",
  ]);
  expect((await loadContainerLabels(other, "monday")).boxes).toBe(3);
  const sheet = await call(
    production.GET,
    `/api/admin/kitchen/production?weekStart=${other}&day=monday`,
    {
      token: admin.token,
    },
  );
  expect(sheet.json.portions).toEqual({ paid: 18, pending: 6 });
  expect(sheet.json.notPaid).toEqual([{ number: declined.number, payment: "Payment failed" }]);
  expect(sheet.json.held).toEqual([held.number]);
});

test("bad input: unknown report, not a Monday", async () => {
  expect((await get("nope")).status).toBe(400);
  const res = await call(report.GET, "/api/admin/reports/packing?weekStart=2027-01-05", {
    token: admin.token,
    params: { report: "packing" },
  });
  expect(res.status).toBe(400);
});

const sharedOutbox = process.env.OUTBOX_DIR;
afterEach(() => {
  process.env.OUTBOX_DIR = sharedOutbox;
});

test("email the kitchen prep list: queued (202), sent by the job, CSV and PDF match the orders", async () => {
  const bad = await call(email.POST, "/api/admin/reports/kitchen-prep/email", {
    token: admin.token,
    params: { report: "kitchen-prep" },
    body: { weekStart: week, recipients: ["not-an-email"], formats: [] },
  });
  expect(bad.status).toBe(400);
  expect(bad.json.errors.map((e: { property: string }) => e.property)).toEqual(
    expect.arrayContaining(["recipients.0", "formats"]),
  );

  const to = `kitchen-${Date.now()}@example.test`;
  // An outbox of this test's own (put back after it): the admin's list shows the newest 100
  // messages by their time, and in a run at another date each file's mails bear its own clock's.
  process.env.OUTBOX_DIR = await mkdtemp(path.join(os.tmpdir(), "report-outbox-"));
  const res = await call(email.POST, "/api/admin/reports/kitchen-prep/email", {
    token: admin.token,
    params: { report: "kitchen-prep" },
    body: { weekStart: week, recipients: [to], formats: ["csv", "pdf"] },
  });
  expect(res.status).toBe(202);
  expect(res.json.status).toBe("QUEUED");
  // Nothing was sent inside the request.
  expect((await listOutbox()).some((m) => m.to.includes(to))).toBe(false);

  // Work the report queue here, as the worker would.
  const boss = await queue();
  const jobs = await boss.fetch<{ reportMailId: string }>(QUEUES.reportMail, { batchSize: 10 });
  const mine = jobs.filter((j) => j.data.reportMailId === res.json.id);
  expect(mine).toHaveLength(1);
  await sendReportMail(mine[0]!.data);
  await boss.complete(
    QUEUES.reportMail,
    mine.map((j) => j.id),
  );

  const status = await call(reportMail.GET, `/api/admin/report-mails/${res.json.id}`, {
    token: admin.token,
    params: { id: res.json.id },
  });
  expect(status.json).toMatchObject({ status: "SENT", error: null });

  const entry = (await listOutbox()).find((m) => m.to.includes(to));
  expect(entry).toBeDefined();
  const parsed = await simpleParser(await readOutboxMessage(entry!.name));
  expect(parsed.subject).toMatch(/^Kitchen prep list: week of /);
  const csv = parsed.attachments.find((a) => a.filename === `kitchen-prep-${week}.csv`);
  const pdf = parsed.attachments.find((a) => a.filename === `kitchen-prep-${week}.pdf`);
  expect(csv?.content.toString("utf8").replace(/^\uFEFF/, "")).toBe(
    "Dish,Monday,Thursday,Total,Not paid yet,Held\r\nAlpha Report Bowl,11,0,11,0,0\r\nBeta Report Bowl,0,13,13,0,0\r\n",
  );
  const text = pdfTextRuns(pdf!.content).join(" ");
  expect(text).toContain("Kitchen prep list");
  expect(text).toContain("Alpha Report Bowl");
  expect(text).toContain("24 meals across 2 dishes, paid.");
  // The week in words, not as a code (issue 38, item 10).
  expect(text).toContain(`delivery week of ${weekInWords(week)}`);
  expect(weekInWords(week)).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/);
  expect(text).not.toContain(week);

  // The Reports page's downloads are the same files.
  const download = (format: "csv" | "pdf") =>
    call(
      format === "csv" ? reportCsvRoute.GET : reportPdfRoute.GET,
      `/api/admin/reports/kitchen-prep/${format}?weekStart=${week}`,
      {
        token: admin.token,
        params: { report: "kitchen-prep" },
      },
    );
  const csvDownload = await download("csv");
  expect(csvDownload.status).toBe(200);
  expect(csvDownload.headers.get("content-disposition")).toBe(
    `attachment; filename="kitchen-prep-${week}.csv"`,
  );
  expect(csvDownload.text.replace(/^\uFEFF/, "")).toBe(
    csv?.content.toString("utf8").replace(/^\uFEFF/, ""),
  );
  const pdfDownload = await download("pdf");
  expect(pdfDownload.status).toBe(200);
  expect(pdfDownload.headers.get("content-type")).toBe("application/pdf");
  expect((await download("pdf")).status).toBe(200);
  const customerToken = (await customerSession()).token;
  const refused = await call(
    reportPdfRoute.GET,
    `/api/admin/reports/kitchen-prep/pdf?weekStart=${week}`,
    {
      token: customerToken,
      params: { report: "kitchen-prep" },
    },
  );
  expect(refused.status).toBe(403);

  // The outbox calls list it and return the raw message.
  const list = await call(outbox.GET, "/api/admin/outbox", { token: admin.token });
  expect(list.json.some((m: { name: string }) => m.name === entry!.name)).toBe(true);
  const raw = await call(outboxMessage.GET, `/api/admin/outbox/${entry!.name}`, {
    token: admin.token,
    params: { name: entry!.name },
  });
  expect(raw.status).toBe(200);
  expect(raw.headers.get("content-type")).toBe("message/rfc822");
});

test("the subscriptions report dates each movement by its day in Toronto, not in UTC", async () => {
  const monday = freshWeek();
  const s = await subscriber();
  // Tuesday 9:30 PM in Toronto is already Wednesday in UTC.
  const tuesdayEvening = DateTime.fromISO(`${monday}T21:30`, { zone: ZONE }).plus({ days: 1 });
  await db.subscription.update({
    where: { id: s.subscription.id },
    data: {
      status: "CANCELLED",
      cancelledAt: tuesdayEvening.toJSDate(),
      cancelReason: "Moving away",
    },
  });
  const res = await call(report.GET, `/api/admin/reports/subscriptions?weekStart=${monday}`, {
    token: admin.token,
    params: { report: "subscriptions" },
  });
  expect(res.status).toBe(200);
  const row = res.json.rows.find((r: unknown[]) => String(r[1]).includes(s.email));
  expect(row).toEqual([
    "Cancelled",
    expect.stringContaining(s.email),
    s.plan.name,
    tuesdayEvening.toISODate(),
    "Moving away",
  ]);
});
