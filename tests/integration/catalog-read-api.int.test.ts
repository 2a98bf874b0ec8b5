// GET /api/plans and /api/faqs, and the delivery-area reads, against the seeded database.
import { GET as getFaqs } from "@/app/api/faqs/route";
import { GET as getPlans } from "@/app/api/plans/route";
import { stopCatalogSync } from "@/lib/cache/catalog";
import { db } from "@/lib/db";
import { listDeliveryCities } from "@/lib/delivery-area/cities";
import { findDeliveryCity } from "@/lib/delivery-area/postal-code";
import { call } from "../helpers";

afterAll(async () => {
  await stopCatalogSync();
  await db.$disconnect();
});

test("GET /api/plans lists the active plans by sort order with weekly prices", async () => {
  const res = await call(getPlans, "/api/plans");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("application/json");
  const plans: {
    slug: string;
    mealsPerWeek: number;
    pricePerMealCents: number;
    pricePerWeekCents: number;
  }[] = res.json;
  expect(plans.map((p) => p.slug)).toEqual(
    expect.arrayContaining(["6-meals", "8-meals", "10-meals", "12-meals"]),
  );
  const seeded = plans.filter((p) => /^\d+-meals$/.test(p.slug));
  expect(seeded.map((p) => p.mealsPerWeek)).toEqual([6, 8, 10, 12]);
  expect(seeded.map((p) => p.pricePerMealCents)).toEqual([1399, 1299, 1199, 1099]);
  for (const plan of plans) {
    expect(Object.keys(plan).sort()).toEqual([
      "description",
      "id",
      "mealsPerWeek",
      "name",
      "pricePerMealCents",
      "pricePerWeekCents",
      "slug",
    ]);
    expect(plan.pricePerWeekCents).toBe(plan.mealsPerWeek * plan.pricePerMealCents);
  }
});

test("GET /api/faqs serves published entries in order, never archived or draft ones", async () => {
  const res = await call(getFaqs, "/api/faqs");
  expect(res.status).toBe(200);
  const faqs: { id: string; question: string; answer: string }[] = res.json;
  expect(faqs.length).toBeGreaterThanOrEqual(8);
  for (const faq of faqs) expect(Object.keys(faq).sort()).toEqual(["answer", "id", "question"]);

  const published = await db.faqEntry.findMany({
    where: { archived: false, draft: false },
    orderBy: [{ order: "asc" }, { createdAt: "asc" }, { id: "asc" }],
    select: { id: true },
  });
  expect(faqs.map((f) => f.id)).toEqual(published.map((f) => f.id));

  const hidden = await db.faqEntry.findMany({
    where: { OR: [{ archived: true }, { draft: true }] },
  });
  expect(hidden.length).toBeGreaterThanOrEqual(2);
  for (const entry of hidden) expect(faqs.map((f) => f.id)).not.toContain(entry.id);

  const text = faqs.map((f) => `${f.question} ${f.answer}`).join(" ");
  for (const fact of [
    "4-5 days",
    "2 minutes 30 seconds",
    "12 minutes at 350F",
    "14 ounces",
    "Wednesday at 11:59 PM",
    "Monday",
  ]) {
    expect(text).toContain(fact);
  }
});

test("the delivery area has the nine cities with their postal prefixes", async () => {
  const cities = await listDeliveryCities();
  expect(cities.map((c) => c.name)).toEqual([
    "Toronto",
    "Mississauga",
    "Oakville",
    "Brampton",
    "Vaughan",
    "Richmond Hill",
    "Markham",
    "Pickering",
    "Ajax",
  ]);
  const toronto = cities[0].postalPrefixes;
  expect(toronto).toEqual(expect.arrayContaining(["M5V", "M4C", "M1B"]));
  expect([...toronto].sort()).toEqual(toronto);
  expect(await findDeliveryCity("m5v 3l9")).toBe("Toronto");
  expect(await findDeliveryCity("L6H7A1")).toBe("Oakville");
  expect(await findDeliveryCity("K1A 0B1")).toBeNull();
  expect(await findDeliveryCity("not a postal code")).toBeNull();
});
