// The catalog cache stays correct: writers invalidate it, other instances' NOTIFYs reach it, and
// its listener reconnects after losing its connection.
import pg from "pg";
import { GET as getFaqs } from "@/app/api/faqs/route";
import { GET as getPlans } from "@/app/api/plans/route";
import { GET as upcomingWeek } from "@/app/api/weeks/upcoming-week/route";
import {
  catalogListenerName,
  catalogSyncReady,
  invalidateCatalog,
  stopCatalogSync,
} from "@/lib/cache/catalog";
import { addWeeks, currentWeekStart, orderDeadline } from "@/lib/clock";
import { db } from "@/lib/db";
import { captureLog } from "@/lib/log/capture-log";
import { setWeekMenu } from "@/lib/menus/set-week-menu";
import { updatePlan } from "@/lib/plans/update-plan";
import { call } from "../helpers";

process.env.ALLOW_TEST_CLOCK = "1";

type Plan = { id: string; name: string; pricePerMealCents: number; pricePerWeekCents: number };

const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
let planId = "";

beforeAll(async () => {
  await other.connect();
  await catalogSyncReady();
  const plan = await db.plan.create({
    data: {
      slug: `test-plan-${Date.now()}`,
      name: "Test plan",
      description: "Exists only during the cache test.",
      mealsPerWeek: 4,
      pricePerMealCents: 1499,
      active: false,
      sortOrder: 999,
    },
  });
  planId = plan.id;
});

afterAll(async () => {
  await db.plan.delete({ where: { id: planId } });
  await invalidateCatalog("plans");
  await other.end();
  await stopCatalogSync();
  await db.$disconnect();
});

async function plans(): Promise<Plan[]> {
  return (await call(getPlans, "/api/plans")).json;
}
const testPlan = async () => (await plans()).find((p) => p.id === planId);

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("condition not met within 5 s");
}

test("updatePlan is visible on the next read of the cached plans", async () => {
  expect(await testPlan()).toBeUndefined();
  await updatePlan(planId, { active: true, pricePerMealCents: 999 });
  expect(await testPlan()).toMatchObject({ pricePerMealCents: 999, pricePerWeekCents: 3996 });
  await updatePlan(planId, { pricePerMealCents: 899, name: "Test plan, cheaper" });
  expect(await testPlan()).toMatchObject({ name: "Test plan, cheaper", pricePerMealCents: 899 });
  await updatePlan(planId, { active: false });
  expect(await testPlan()).toBeUndefined();
});

test("updatePlan rejects bad input and unknown plans", async () => {
  await expect(updatePlan(planId, { pricePerMealCents: -5 })).rejects.toMatchObject({
    code: "VALIDATION",
  });
  await expect(updatePlan("no-such-plan", { name: "x" })).rejects.toMatchObject({
    code: "NOT_FOUND",
  });
});

test("reads are cached, and another instance's NOTIFY drops the cache", async () => {
  await catalogSyncReady();
  await updatePlan(planId, { active: true, name: "Before" });
  expect((await testPlan())?.name).toBe("Before");

  // Another instance changes the row: this process still serves its cached copy...
  await other.query(`UPDATE "Plan" SET name = 'After' WHERE id = $1`, [planId]);
  expect((await testPlan())?.name).toBe("Before");

  // ...until that instance's NOTIFY arrives.
  await other.query(
    `SELECT pg_notify('catalog_changed', '{"scope":"plans","origin":"elsewhere"}')`,
  );
  const plan = await eventually(testPlan, (p) => p?.name === "After");
  expect(plan?.name).toBe("After");
  await updatePlan(planId, { active: false });
});

test("the listener reconnects after its connection is killed", async () => {
  const lines = captureLog();
  await catalogSyncReady();
  const faqId = `faq-test-${Date.now()}`;
  await call(getFaqs, "/api/faqs");
  const killed = await other.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1`,
    [catalogListenerName()],
  );
  expect(killed.rowCount).toBe(1);

  await other.query(
    `INSERT INTO "FaqEntry" (id, name, answer, "order", "updatedAt") VALUES ($1, 'Test question?', 'Test answer.', 9999, now())`,
    [faqId],
  );
  // Keep notifying until the reconnected listener hears it (or marks everything stale).
  const faqs = await eventually(
    async () => {
      await other.query(
        `SELECT pg_notify('catalog_changed', '{"scope":"faqs","origin":"elsewhere"}')`,
      );
      return (await call(getFaqs, "/api/faqs")).json as { id: string }[];
    },
    (list) => list.some((f) => f.id === faqId),
  );
  expect(faqs.at(-1)?.id).toBe(faqId);
  expect(lines).toContainEqual(
    expect.objectContaining({ level: 40, msg: expect.stringContaining("listener lost") }),
  );
  await db.faqEntry.delete({ where: { id: faqId } });
  await invalidateCatalog("faqs");
});

test("setWeekMenu replaces a cached week menu at once", async () => {
  const week = addWeeks(currentWeekStart(new Date()), 25);
  const now = {
    headers: { "x-test-now": new Date(orderDeadline(week).getTime() - 1000).toISOString() },
  };
  const dishes = await db.dish.findMany({
    where: { deletedAt: null },
    orderBy: { slug: "desc" },
    take: 4,
  });

  await setWeekMenu(week, [
    { dishId: dishes[0].id, isNew: false, sortingOrder: 1 },
    { dishId: dishes[1].id, isNew: false, sortingOrder: 2 },
  ]);
  const first = await call(upcomingWeek, "/api/weeks/upcoming-week", now);
  expect(first.json.startDate).toBe(week);
  expect(first.json.menus.map((m: { dish: { id: string } }) => m.dish.id)).toEqual([
    dishes[0].id,
    dishes[1].id,
  ]);

  await setWeekMenu(week, [
    { dishId: dishes[3].id, isNew: true, sortingOrder: 1 },
    { dishId: dishes[1].id, isNew: false, sortingOrder: 2 },
    { dishId: dishes[2].id, isNew: true, sortingOrder: 3 },
  ]);
  const second = await call(upcomingWeek, "/api/weeks/upcoming-week", now);
  expect(
    second.json.menus.map((m: { dish: { id: string; isNew: boolean } }) => [
      m.dish.id,
      m.dish.isNew,
    ]),
  ).toEqual([
    [dishes[3].id, true],
    [dishes[1].id, false],
    [dishes[2].id, true],
  ]);
});

test("setWeekMenu refuses duplicate, unknown or deleted dishes and non-Monday weeks", async () => {
  const week = addWeeks(currentWeekStart(new Date()), 26);
  const [dish] = await db.dish.findMany({ where: { deletedAt: null }, take: 1 });
  const item = { dishId: dish.id, isNew: false, sortingOrder: 1 };
  await expect(setWeekMenu(week, [item, item])).rejects.toMatchObject({ code: "VALIDATION" });
  await expect(setWeekMenu(week, [{ ...item, dishId: "nope" }])).rejects.toMatchObject({
    code: "VALIDATION",
  });
  await expect(setWeekMenu("2027-06-08", [item])).rejects.toMatchObject({ code: "VALIDATION" });
});
