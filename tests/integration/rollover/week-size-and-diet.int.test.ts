// Issue 27 through the rollover, on its own database copy: a week given its own box size is
// filled by the chef to that size and charged for it (the week after returns to the plan), and
// the chef's selection keeps to the customer's diet.
import "./use-db-r6";
import { db, pool } from "@/lib/db";
import { getInvoice, listInvoices } from "@/lib/invoices/invoices";
import { stopQueue } from "@/lib/jobs/queue";
import { setWeekSize } from "@/lib/meals/set-week-size";
import { runRollover } from "@/lib/rollover/run-rollover";
import {
  afterDeadline,
  beforeDeadline,
  customer,
  menuWeek,
  orderOf,
  recordingProvider,
} from "./fixtures";
import type { MenuWeek } from "./fixtures";

afterAll(async () => {
  await stopQueue();
  await db.$disconnect();
  await pool.end();
});

function roll(week: MenuWeek) {
  const { provider, calls } = recordingProvider();
  return runRollover({
    now: afterDeadline(week.weekStart),
    weekStart: week.weekStart,
    inline: true,
    provider,
  }).then((result) => ({ result, calls }));
}

const meals = (items: { quantity: number }[]) => items.reduce((s, i) => s + i.quantity, 0);

test("a 12-meal week of a 6-meal plan is filled to 12 and charged for 12; the next week is 6 again", async () => {
  const week = await menuWeek("2028-01-10");
  const next = await menuWeek("2028-01-17");
  const who = await customer({ mealsPerWeek: 6 });
  const twelve = await db.plan.findFirstOrThrow({ where: { mealsPerWeek: 12, active: true } });
  await setWeekSize(
    who.userId,
    week.weekStart,
    { mealsPerWeek: 12 },
    beforeDeadline(week.weekStart, 3600),
  );

  const first = await roll(week);
  expect(first.result.status).toBe("done");
  const paid = await orderOf(who, week);
  expect(paid).toMatchObject({
    status: "PAID",
    chefSelected: true,
    mealsCount: 12,
    planId: twelve.id,
    totalCents: 12 * twelve.pricePerMealCents,
  });
  expect(meals(paid!.items)).toBe(12);
  expect(paid!.charges[0]?.amountCents).toBe(12 * twelve.pricePerMealCents);
  // The receipt and Past orders say it is this week's size, not "12 meals a week" (issue 38).
  expect(paid!.invoice!.lines[0]?.description).toBe("Meals, this week only: 12 meals");
  const detail = await getInvoice(paid!.invoice!.id, who.userId, false);
  expect(detail.plan?.name).toBe("12 meals, this week only");
  const page = await listInvoices(who.userId, { page: 1, pageSize: 10 });
  expect(page.items.find((i) => i.id === paid!.invoice!.id)?.plan?.name).toBe(
    "12 meals, this week only",
  );

  await roll(next);
  const after = await orderOf(who, next);
  expect(after).toMatchObject({
    status: "PAID",
    mealsCount: 6,
    planId: who.plan.id,
    totalCents: 6 * who.plan.pricePerMealCents,
  });
  expect(meals(after!.items)).toBe(6);
});

test("the chef's selection keeps to the customer's diet", async () => {
  const week = await menuWeek("2028-01-24");
  const tagged = await db.dish.findMany({
    where: { id: { in: week.dishes.map((d) => d.id) } },
    select: { id: true, tags: true },
  });
  const vegetarian = new Set(tagged.filter((d) => d.tags.includes("Vegetarian")).map((d) => d.id));
  // The premise: the menu has vegetarian dishes and others.
  expect(vegetarian.size).toBeGreaterThan(0);
  expect(vegetarian.size).toBeLessThan(tagged.length);
  const who = await customer({ mealsPerWeek: 8 });
  await db.user.update({ where: { id: who.userId }, data: { dietPreference: "VEGETARIAN" } });
  const anyone = await customer({ mealsPerWeek: 8 });

  await roll(week);
  const filled = await orderOf(who, week);
  expect(filled).toMatchObject({ status: "PAID", chefSelected: true, allergenShortfall: 0 });
  expect(meals(filled!.items)).toBe(8);
  for (const item of filled!.items) expect(vegetarian.has(item.dishId)).toBe(true);
  // Without a diet the chef chooses from the whole menu.
  const other = await orderOf(anyone, week);
  expect(other!.items.some((item) => !vegetarian.has(item.dishId))).toBe(true);
});
