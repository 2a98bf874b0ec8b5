// Add-ons through the rollover (issue 27), on this file's own copy of the seeded database: the
// statement before the charge prices them, the rollover charges them with the meals, the invoice,
// its receipt PDF and the kitchen's lists carry them, and the chef's selection never adds any. A
// week left to the chef with add-ons added (PUT .../add-ons) is filled by the chef and charged for
// both.
import "./use-db-r5";
import { randomUUID } from "node:crypto";
import * as oneWeek from "@/app/api/users/[userId]/orders/week/[weekStart]/route";
import * as weekAddOns from "@/app/api/users/[userId]/orders/week/[weekStart]/add-ons/route";
import { stopCatalogSync } from "@/lib/cache/catalog";
import { addWeeks, upcomingWeekStart } from "@/lib/clock";
import { db } from "@/lib/db";
import { pdfText } from "@/lib/invoices/pdf-text";
import { receiptFor } from "@/lib/invoices/receipt";
import { stopQueue } from "@/lib/jobs/queue";
import { offlineProvider } from "@/lib/payments/offline-provider";
import { buildReport } from "@/lib/reports/build-report";
import { planOrders, weekMenuByPopularity } from "@/lib/rollover/plan-orders";
import { previewFacts } from "@/lib/rollover/preview";
import { runRollover } from "@/lib/rollover/run-rollover";
import { call } from "../../helpers";
import { afterDeadline, beforeDeadline, customer, menuWeek, order, orderOf } from "./fixtures";

beforeAll(() => {
  process.env.ALLOW_TEST_CLOCK = "1";
});
afterAll(async () => {
  await stopQueue();
  await stopCatalogSync();
  await db.$disconnect();
});

test("add-ons are priced before the charge, charged by the rollover, and on every list", async () => {
  const week = await menuWeek(addWeeks(upcomingWeekStart(new Date()), 12));
  const tart = await db.addOn.create({
    data: {
      slug: `tart-${randomUUID().slice(0, 8)}`,
      name: "Rollover Butter Tart",
      description: "A flaky butter tart for the rollover test.",
      category: "DESSERT",
      priceCents: 475,
      protein: 3,
      carbs: 40,
      fat: 15,
      calories: 300,
      ingredients: "Flour, butter, sugar, eggs.",
      allergens: ["Wheat/Gluten", "Milk", "Eggs"],
      imageUrl: "/add-ons/maple-butter-tart.svg",
    },
  });
  await db.weekAddOn.create({ data: { weekId: week.id, addOnId: tart.id } });

  // One customer adds two tarts to the meals they chose (through the Meals page's call); another
  // chooses nothing and gets the chef's selection.
  // Signed in shortly before the deadline (a session lasts 30 days).
  const chooser = await customer({ sessionAt: beforeDeadline(week.weekStart, 2 * 86_400) });
  const idle = await customer();
  await order(idle, week, { meals: 0 });
  const items = week.dishes.slice(0, 8).map((d) => ({ dishId: d.id, quantity: 1 }));
  const saved = await call(
    oneWeek.PUT,
    `/api/users/${chooser.userId}/orders/week/${week.weekStart}`,
    {
      method: "PUT",
      token: chooser.token,
      params: { userId: chooser.userId, weekStart: week.weekStart },
      body: { items, addOns: [{ addOnId: tart.id, quantity: 2 }] },
      headers: { "x-test-now": beforeDeadline(week.weekStart, 3600).toISOString() },
    },
  );
  expect(saved.status).toBe(200);
  const meals = 8 * chooser.plan.pricePerMealCents;
  expect(saved.json.price.totalCents).toBe(meals + 950);

  // A third chooses no meals but adds a tart: the week gets its order (no meals) with the tart.
  const chefWithTart = await customer({ sessionAt: beforeDeadline(week.weekStart, 2 * 86_400) });
  const added = await call(
    weekAddOns.PUT,
    `/api/users/${chefWithTart.userId}/orders/week/${week.weekStart}/add-ons`,
    {
      method: "PUT",
      token: chefWithTart.token,
      params: { userId: chefWithTart.userId, weekStart: week.weekStart },
      body: { addOns: [{ addOnId: tart.id, quantity: 1 }] },
      headers: { "x-test-now": beforeDeadline(week.weekStart, 3600).toISOString() },
    },
  );
  expect([added.status, added.json.chefsChoice, added.json.order.items]).toEqual([200, true, []]);

  // The pre-charge statement's plan (the rollover's own, a day before) prices them.
  const planned = await planOrders(
    await previewFacts({ id: week.id, startDate: week.startDate }),
    await weekMenuByPopularity(week.id),
    beforeDeadline(week.weekStart, 86_400),
  );
  const statement = planned.find((o) => o.userId === chooser.userId);
  expect(statement?.addOns).toEqual([expect.objectContaining({ name: tart.name, quantity: 2 })]);
  expect(statement?.price).toMatchObject({ addOnsCents: 950, totalCents: meals + 950 });

  await runRollover({
    now: afterDeadline(week.weekStart),
    weekStart: week.weekStart,
    inline: true,
    provider: offlineProvider(),
  });

  const paid = await orderOf(chooser, week);
  expect(paid).toMatchObject({
    status: "PAID",
    subtotalCents: meals + 950,
    totalCents: meals + 950,
  });
  expect(paid?.charges.map((c) => c.amountCents)).toEqual([meals + 950]);
  expect(
    paid?.invoice?.lines.map((l) => [l.description, l.quantity, l.unitCents, l.totalCents]),
  ).toEqual([
    [expect.stringContaining("8 meals"), 8, chooser.plan.pricePerMealCents, meals],
    ["Add-on: Rollover Butter Tart", 2, 475, 950],
  ]);
  const receipt = await receiptFor(paid!.invoice!.id, chooser.userId, false);
  expect(pdfText(receipt.pdf)).toContain("Add-on: Rollover Butter Tart");

  // The chef's selection filled the idle box's meals and added no add-on.
  const chef = await orderOf(idle, week);
  expect(chef?.chefSelected).toBe(true);
  expect(await db.orderAddOn.count({ where: { orderId: chef!.id } })).toBe(0);
  expect(chef?.totalCents).toBe(8 * idle.plan.pricePerMealCents);

  // The chef filled the meals of the week left to them and kept the tart: both are charged.
  const filled = await orderOf(chefWithTart, week);
  const chefMeals = 8 * chefWithTart.plan.pricePerMealCents;
  expect(filled).toMatchObject({ status: "PAID", chefSelected: true, totalCents: chefMeals + 475 });
  expect(filled?.items.reduce((sum, item) => sum + item.quantity, 0)).toBe(8);
  expect(filled?.charges.map((c) => c.amountCents)).toEqual([chefMeals + 475]);
  expect(filled?.invoice?.lines.map((l) => [l.description, l.totalCents])).toEqual([
    [expect.stringContaining("8 meals"), chefMeals],
    ["Add-on: Rollover Butter Tart", 475],
  ]);

  // The kitchen's prep and packing lists.
  const prep = await buildReport("kitchen-prep", week.weekStart);
  expect(prep.rows).toContainEqual(["Add-on: Rollover Butter Tart", 3, 0, 3, 0, 0]);
  const packing = await buildReport("packing", week.weekStart);
  const box = packing.rows.find((row) => row[1] === paid?.number);
  expect(box?.at(-1)).toBe("2× Rollover Butter Tart");
  expect(box?.[5]).toEqual(expect.stringContaining("Eggs"));
});
