// The kitchen's sheets for a week only this file touches: the production sheet (JSON and PDF) and
// the container labels (PDF), opened and counted against the orders; bad input refused.
import * as labels from "@/app/api/admin/kitchen/labels/route";
import * as production from "@/app/api/admin/kitchen/production/route";
import * as productionPdf from "@/app/api/admin/kitchen/production/pdf/route";
import * as productionCsv from "@/app/api/admin/kitchen/production/csv/route";
import { db } from "@/lib/db";
import { pdfTextRuns } from "@/lib/invoices/pdf-text";
import { call } from "../../helpers";
import { callRaw, subscriber, weekRow } from "../customer-a-fixtures";
import { adminSession, freshWeek, newDish } from "./admin-fixtures";

type Status = "PAID" | "OPEN" | "PAYMENT_FAILED" | "SKIPPED";
type Slot = "SINGLE" | "MONDAY" | "THURSDAY";

let admin: { token: string };
const week = freshWeek();
let curry: { id: string; name: string };
let stew: { id: string; name: string };
const customers: Record<string, string> = {};
const numbers: Record<string, string> = {};

beforeAll(async () => {
  admin = await adminSession();
  curry = await newDish({
    name: "Kitchen Sheet Curry",
    allergens: ["Milk"],
    ingredients: "Chickpeas, basmati rice, coconut milk",
  });
  stew = await newDish({ name: "Kitchen Sheet Stew", allergens: [], tags: [] });
  await db.dishRecipeLine.createMany({
    data: [
      { dishId: curry.id, position: 0, ingredient: "Chickpeas", grams: 120 },
      { dishId: curry.id, position: 1, ingredient: "Basmati rice", grams: 75 },
      { dishId: curry.id, position: 2, ingredient: "Sea salt", grams: 0.5 },
      { dishId: stew.id, position: 0, ingredient: "Beef chuck", grams: 150 },
      { dishId: stew.id, position: 1, ingredient: "sea salt", grams: 1.5 },
    ],
  });
  const row = await weekRow(week);
  const order = async (
    key: string,
    status: Status,
    deliveryDay: "MONDAY" | "THURSDAY",
    items: [{ id: string }, number, Slot][],
  ) => {
    const s = await subscriber();
    // A name of its own per box, so each label tells whose box it is.
    const lastName = `Kitchen${key[0].toUpperCase()}${key.slice(1)}`;
    await db.user.update({ where: { id: s.userId }, data: { firstName: "Sam", lastName } });
    customers[key] = `Sam ${lastName}`;
    numbers[key] = `LK-K${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
    await db.weeklyOrder.create({
      data: {
        number: numbers[key],
        userId: s.userId,
        subscriptionId: s.subscription.id,
        weekId: row.id,
        planId: s.plan.id,
        addressId: s.address.id,
        status,
        mealsCount: 8,
        splitDelivery: items.some(([, , slot]) => slot !== "SINGLE"),
        deliveryDay,
        deliveryTime: "16-20",
        subtotalCents: 8000,
        totalCents: 8000,
        items: {
          create: items.map(([dish, quantity, slot]) => ({ dishId: dish.id, quantity, slot })),
        },
      },
    });
  };
  await order("monday", "PAID", "MONDAY", [
    [curry, 6, "SINGLE"],
    [stew, 2, "SINGLE"],
  ]);
  // A split box: 3 curries on Monday, 5 stews on Thursday.
  await order("split", "PAID", "MONDAY", [
    [curry, 3, "MONDAY"],
    [stew, 5, "THURSDAY"],
  ]);
  await order("thursday", "PAID", "THURSDAY", [[stew, 8, "SINGLE"]]);
  await order("failed", "PAYMENT_FAILED", "MONDAY", [[curry, 4, "SINGLE"]]);
  await order("open", "OPEN", "THURSDAY", [[curry, 2, "SINGLE"]]);
  await order("skipped", "SKIPPED", "MONDAY", [[stew, 8, "SINGLE"]]);
});

afterAll(() => db.$disconnect());

const get = (
  handler: Parameters<typeof call>[0],
  path: string,
  query: string,
  token: string | undefined = admin.token,
) => call(handler, `${path}?${query}`, { token });

test("production sheet for Monday: portions paid and pending apart, recipes scaled, shopping list", async () => {
  const res = await get(
    production.GET,
    "/api/admin/kitchen/production",
    `weekStart=${week}&day=monday`,
  );
  expect(res.status).toBe(200);
  expect(res.json.portions).toEqual({ paid: 11, pending: 4 });
  expect(
    res.json.dishes.map((d: { name: string; paid: number; pending: number }) => [
      d.name,
      d.paid,
      d.pending,
    ]),
  ).toEqual([
    ["Kitchen Sheet Curry", 9, 4],
    ["Kitchen Sheet Stew", 2, 0],
  ]);
  expect(res.json.dishes[0].lines[0]).toEqual({
    ingredient: "Chickpeas",
    gramsPerPortion: 120,
    paidGrams: 1080,
    pendingGrams: 480,
  });
  expect(res.json.shopping).toEqual([
    { ingredient: "Basmati rice", paidGrams: 675, pendingGrams: 300 },
    { ingredient: "Beef chuck", paidGrams: 300, pendingGrams: 0 },
    { ingredient: "Chickpeas", paidGrams: 1080, pendingGrams: 480 },
    // 9 × 0.5 g + 2 × 1.5 g paid, one line for "Sea salt" and "sea salt".
    { ingredient: "Sea salt", paidGrams: 7.5, pendingGrams: 2 },
  ]);
  expect(res.json.notPaid).toEqual([
    { number: expect.stringMatching(/^LK-K/), payment: "Payment failed" },
  ]);
  expect(res.json.withoutRecipe).toEqual([]);
});

test("Thursday and the whole week count their own boxes; skipped weeks count nowhere", async () => {
  const thursday = await get(
    production.GET,
    "/api/admin/kitchen/production",
    `weekStart=${week}&day=thursday`,
  );
  expect(thursday.json.portions).toEqual({ paid: 13, pending: 2 });
  const all = await get(production.GET, "/api/admin/kitchen/production", `weekStart=${week}`);
  expect(all.json.day).toBe("all");
  expect(all.json.portions).toEqual({ paid: 24, pending: 6 });
});

test("labels PDF: one label per paid meal of the day, in packing order, none for unpaid boxes", async () => {
  const res = await callRaw(labels.GET, `/api/admin/kitchen/labels?weekStart=${week}&day=monday`, {
    token: admin.token,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  expect(res.headers.get("content-disposition")).toBe(
    `attachment; filename="labels-${week}-monday.pdf"`,
  );
  const runs = pdfTextRuns(res.body);
  const names = runs.filter((r) => Object.values(customers).includes(r));
  // Monday's paid boxes: 8 meals for one customer, 3 for the split box; never the failed one.
  const counts = Object.fromEntries(
    Object.entries(customers).map(([k, n]) => [k, names.filter((x) => x === n).length]),
  );
  expect(counts).toMatchObject({ monday: 8, split: 3, thursday: 0, failed: 0, open: 0 });
  // Packing order: box by box (the packing list's order: by order number), a box's labels together.
  const [first, second] = ["monday", "split"].sort((a, b) => numbers[a].localeCompare(numbers[b]));
  const size = { monday: 8, split: 3 } as Record<string, number>;
  expect(names).toEqual([
    ...Array<string>(size[first]).fill(customers[first]),
    ...Array<string>(size[second]).fill(customers[second]),
  ]);
  expect(runs.filter((r) => r === "Kitchen Sheet Curry")).toHaveLength(9);
  expect(runs.filter((r) => r === "Contains: Milk")).toHaveLength(9);
  expect(runs.filter((r) => r === "Allergens: none declared")).toHaveLength(2);
  expect(
    runs.filter((r) => r.includes("Ingredients: Chickpeas, basmati rice, coconut milk")),
  ).toHaveLength(9);
  // 11 labels: two letter pages.
  expect(res.body.toString("latin1").match(/\/Type \/Page\b/g)).toHaveLength(2);
});

test("Thursday's labels: the split box's other half and the Thursday box", async () => {
  const res = await callRaw(
    labels.GET,
    `/api/admin/kitchen/labels?weekStart=${week}&day=thursday`,
    { token: admin.token },
  );
  const runs = pdfTextRuns(res.body);
  expect(runs.filter((r) => r === customers.split)).toHaveLength(5);
  expect(runs.filter((r) => r === customers.thursday)).toHaveLength(8);
  expect(runs.filter((r) => r === customers.open)).toHaveLength(0);
});

test("production sheet PDF carries the same totals", async () => {
  const res = await callRaw(
    productionPdf.GET,
    `/api/admin/kitchen/production/pdf?weekStart=${week}&day=monday`,
    { token: admin.token },
  );
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  const runs = pdfTextRuns(res.body);
  expect(runs).toContain("Production sheet");
  expect(runs).toContain("11 portions paid and 4 pending across 2 dishes.");
  // The shopping list's chickpeas: 1.08 kg paid, 480 g pending, 1.56 kg in all.
  const at = runs.indexOf("Chickpeas");
  expect(runs.slice(at, at + 4)).toEqual(["Chickpeas", "1.08 kg", "480 g", "1.56 kg"]);
});

test.each([
  ["production", production.GET, "/api/admin/kitchen/production", "day=monday", "query.weekStart"],
  [
    "production",
    production.GET,
    "/api/admin/kitchen/production",
    `weekStart=${week}&day=friday`,
    "query.day",
  ],
  [
    "production",
    production.GET,
    "/api/admin/kitchen/production",
    "weekStart=2026-03-10",
    "query.weekStart",
  ],
  [
    "production PDF",
    productionPdf.GET,
    "/api/admin/kitchen/production/pdf",
    "weekStart=x",
    "query.weekStart",
  ],
  ["labels", labels.GET, "/api/admin/kitchen/labels", `weekStart=${week}&day=all`, "query.day"],
  ["labels", labels.GET, "/api/admin/kitchen/labels", `weekStart=${week}`, "query.day"],
])(
  "%s refuses its query (case %#): 400 naming the field",
  async (_name, handler, path, query, property) => {
    const res = await get(handler, path, query);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ statusCode: 400, errors: [{ property }] });
  },
);

test("one box's labels to reprint: its meals only; a box not paid or not that day is a 404", async () => {
  const res = await callRaw(
    labels.GET,
    `/api/admin/kitchen/labels?weekStart=${week}&day=monday&order=${numbers.split.toLowerCase()}`,
    { token: admin.token },
  );
  expect(res.status).toBe(200);
  expect(res.headers.get("content-disposition")).toBe(
    `attachment; filename="labels-${week}-monday-${numbers.split}.pdf"`,
  );
  const runs = pdfTextRuns(res.body);
  expect(runs.filter((r) => Object.values(customers).includes(r))).toEqual(
    Array<string>(3).fill(customers.split),
  );
  expect(runs.filter((r) => / · meal \d+ of \d+$/.test(r))).toEqual([
    `${numbers.split} · meal 1 of 3`,
    `${numbers.split} · meal 2 of 3`,
    `${numbers.split} · meal 3 of 3`,
  ]);

  const unpaid = await get(
    labels.GET,
    "/api/admin/kitchen/labels",
    `weekStart=${week}&day=monday&order=${numbers.failed}`,
  );
  expect(unpaid.json).toEqual({
    statusCode: 404,
    message: `Box ${numbers.failed} is not paid (payment failed): it gets labels once paid.`,
  });
  const otherDay = await get(
    labels.GET,
    "/api/admin/kitchen/labels",
    `weekStart=${week}&day=monday&order=${numbers.thursday}`,
  );
  expect(otherDay.status).toBe(404);
  expect(otherDay.json.message).toMatch(
    new RegExp(`^No box ${numbers.thursday} to pack for Monday`),
  );
  const blank = await get(
    labels.GET,
    "/api/admin/kitchen/labels",
    `weekStart=${week}&day=monday&order=`,
  );
  expect(blank.status).toBe(400);
  expect(blank.json.errors[0].property).toBe("query.order");
});

test("the shopping list as CSV: grams to a tenth, paid and pending apart", async () => {
  const res = await callRaw(
    productionCsv.GET,
    `/api/admin/kitchen/production/csv?weekStart=${week}&day=monday`,
    { token: admin.token },
  );
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(res.headers.get("content-disposition")).toBe(
    `attachment; filename="shopping-list-${week}-monday.csv"`,
  );
  expect(res.body.toString("utf8")).toBe(
    "\uFEFFIngredient,Paid (g),Pending (g),Total (g)\r\n" +
      "Basmati rice,675,300,975\r\n" +
      "Beef chuck,300,0,300\r\n" +
      "Chickpeas,1080,480,1560\r\n" +
      "Sea salt,7.5,2,9.5\r\n",
  );
  const bad = await get(productionCsv.GET, "/api/admin/kitchen/production/csv", "weekStart=x");
  expect(bad.status).toBe(400);
});
