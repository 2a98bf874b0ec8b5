// Add-ons (issue 27): the admin's catalogue and a week's add-on section, and a customer adding
// them to a week's box, against a real database with the clock injected through `x-test-now`.
// Each call: the happy path, bad input, and who may call it.
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import * as addOnsRoute from "@/app/api/admin/add-ons/route";
import * as addOnRoute from "@/app/api/admin/add-ons/[addOnId]/route";
import * as weekAddOnsRoute from "@/app/api/admin/weeks/[weekStart]/add-ons/route";
import * as orderWeek from "@/app/api/orders/week/[weekId]/route";
import * as oneWeek from "@/app/api/users/[userId]/orders/week/[weekStart]/route";
import * as weekAddOns from "@/app/api/users/[userId]/orders/week/[weekStart]/add-ons/route";
import type { AddOnInput } from "@/lib/add-ons/add-on-schema";
import { stopCatalogSync } from "@/lib/cache/catalog";
import { addWeeks, upcomingWeekStart, ZONE, type IsoDate } from "@/lib/clock";
import { db } from "@/lib/db";
import { mealSelection, newSubscriber } from "../factories";
import { call } from "../helpers";
import { adminSession, customerSession } from "./admin/admin-fixtures";

beforeAll(() => {
  process.env.ALLOW_TEST_CLOCK = "1";
});
afterAll(async () => {
  await stopCatalogSync();
  await db.$disconnect();
});

// U is the upcoming week now; MONDAY lies early in U's cycle, AFTER just past U's deadline.
const U = upcomingWeekStart(new Date());
const at = (weekStart: IsoDate, days: number, hour: number) =>
  DateTime.fromISO(weekStart, { zone: ZONE }).plus({ days }).set({ hour }).toISO() as string;
const MONDAY = at(U, -7, 10);
const AFTER = at(U, -4, 7);
const clock = (iso: string) => ({ "x-test-now": iso });

function addOnInput(overrides: Partial<AddOnInput> = {}): AddOnInput {
  return {
    name: `Butter tart ${randomUUID().slice(0, 6)}`,
    description: "A flaky Ontario butter tart with a gooey maple filling.",
    category: "DESSERT",
    priceCents: 450,
    protein: 3,
    carbs: 38,
    fat: 14,
    calories: 290,
    ingredients: "Flour, butter, brown sugar, maple syrup, eggs, salt.",
    allergens: ["Wheat/Gluten", "Milk", "Eggs"],
    imageUrl: "/add-ons/maple-butter-tart.svg",
    ...overrides,
  };
}

async function newAddOn(overrides: Partial<AddOnInput> = {}) {
  const input = addOnInput(overrides);
  return db.addOn.create({
    data: { ...input, slug: `test-${randomUUID().slice(0, 12)}` },
    select: { id: true, name: true, priceCents: true },
  });
}

let admin: { token: string };

beforeAll(async () => {
  admin = await adminSession();
});

describe("the add-on catalogue (admin)", () => {
  test("create, list, read, edit; a bad form answers 400 naming the field", async () => {
    const name = `Pecan Pie ${randomUUID().slice(0, 6)}`;
    const created = await call(addOnsRoute.POST, "/api/admin/add-ons", {
      token: admin.token,
      body: addOnInput({ name }),
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      name,
      slug: name.toLowerCase().replace(" ", "-").replace(" ", "-"),
      category: "DESSERT",
      priceCents: 450,
      archived: false,
      timesOrdered: 0,
    });
    const id = created.json.id as string;

    const list = await call(addOnsRoute.GET, "/api/admin/add-ons", { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.json.map((a: { id: string }) => a.id)).toContain(id);

    const edited = await call(addOnRoute.PUT, `/api/admin/add-ons/${id}`, {
      method: "PUT",
      token: admin.token,
      params: { addOnId: id },
      body: addOnInput({ name, priceCents: 500 }),
    });
    expect([edited.status, edited.json.priceCents]).toEqual([200, 500]);
    const read = await call(addOnRoute.GET, `/api/admin/add-ons/${id}`, {
      token: admin.token,
      params: { addOnId: id },
    });
    expect(read.json.priceCents).toBe(500);

    const bad = await call(addOnsRoute.POST, "/api/admin/add-ons", {
      token: admin.token,
      body: { ...addOnInput(), priceCents: 10, category: "SOUP" },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.map((e: { property: string }) => e.property).sort()).toEqual([
      "category",
      "priceCents",
    ]);
    const photo = await call(addOnsRoute.POST, "/api/admin/add-ons", {
      token: admin.token,
      body: addOnInput({ imageUrl: "https://elsewhere.example/tart.png" }),
    });
    expect(photo.status).toBe(400);

    const missing = await call(addOnRoute.GET, "/api/admin/add-ons/nope", {
      token: admin.token,
      params: { addOnId: "nope" },
    });
    expect(missing.status).toBe(404);
  });

  test("delete: never ordered is deleted, ordered is archived (kept for receipts)", async () => {
    const fresh = await newAddOn();
    const gone = await call(addOnRoute.DELETE, `/api/admin/add-ons/${fresh.id}`, {
      method: "DELETE",
      token: admin.token,
      params: { addOnId: fresh.id },
    });
    expect([gone.status, gone.json.outcome]).toEqual([200, "deleted"]);
    expect(await db.addOn.count({ where: { id: fresh.id } })).toBe(0);

    const ordered = await newAddOn();
    const who = await newSubscriber(8, new Date(MONDAY));
    await putAddOnsOnWeek(U, [{ addOnId: ordered.id }]);
    const saved = await chooseMeals(who, U, {
      ...(await mealSelection(U, 8)),
      addOns: [{ addOnId: ordered.id, quantity: 1 }],
    });
    expect(saved.status).toBe(200);
    const archived = await call(addOnRoute.DELETE, `/api/admin/add-ons/${ordered.id}`, {
      method: "DELETE",
      token: admin.token,
      params: { addOnId: ordered.id },
    });
    expect([archived.status, archived.json.outcome]).toEqual([200, "archived"]);
    const list = await call(addOnsRoute.GET, "/api/admin/add-ons", { token: admin.token });
    expect(list.json.map((a: { id: string }) => a.id)).not.toContain(ordered.id);
    const withArchived = await call(addOnsRoute.GET, "/api/admin/add-ons?archived=include", {
      token: admin.token,
    });
    expect(withArchived.json.map((a: { id: string }) => a.id)).toContain(ordered.id);
  });
});

async function putAddOnsOnWeek(
  weekStart: IsoDate,
  items: { addOnId: string; cap?: number | null }[],
  now = MONDAY,
) {
  const current = await call(weekAddOnsRoute.GET, `/api/admin/weeks/${weekStart}/add-ons`, {
    token: admin.token,
    params: { weekStart },
    headers: clock(now),
  });
  // Keeps what the week offers already (the tests share the upcoming week).
  const kept = (current.json?.items ?? [])
    .map((i: { addOn: { id: string }; cap: number | null }) => ({
      addOnId: i.addOn.id,
      cap: i.cap,
    }))
    .filter((i: { addOnId: string }) => !items.some((n) => n.addOnId === i.addOnId));
  const all = [...kept, ...items].map((item, sortingOrder) => ({ ...item, sortingOrder }));
  const res = await call(weekAddOnsRoute.PUT, `/api/admin/weeks/${weekStart}/add-ons`, {
    method: "PUT",
    token: admin.token,
    params: { weekStart },
    body: { items: all },
    headers: clock(now),
  });
  expect(res.status).toBe(200);
  return res;
}

function chooseMeals(
  who: { userId: string; token: string },
  weekStart: IsoDate,
  body: unknown,
  now = MONDAY,
) {
  return call(oneWeek.PUT, `/api/users/${who.userId}/orders/week/${weekStart}`, {
    method: "PUT",
    token: who.token,
    params: { userId: who.userId, weekStart },
    body,
    headers: clock(now),
  });
}

describe("a week's add-on section (admin)", () => {
  test("offered with caps and counted; bad input and past the deadline refused", async () => {
    const drink = await newAddOn({
      category: "DRINK",
      name: `Cold brew ${randomUUID().slice(0, 4)}`,
    });
    const week = addWeeks(U, 30);
    const saved = await putAddOnsOnWeek(week, [{ addOnId: drink.id, cap: 5 }]);
    expect(saved.json).toMatchObject({ weekStart: week, readOnly: false });
    expect(saved.json.items).toEqual([
      expect.objectContaining({
        addOn: expect.objectContaining({ id: drink.id }),
        cap: 5,
        taken: 0,
      }),
    ]);

    const twice = await call(weekAddOnsRoute.PUT, `/api/admin/weeks/${week}/add-ons`, {
      method: "PUT",
      token: admin.token,
      params: { weekStart: week },
      body: {
        items: [
          { addOnId: drink.id, sortingOrder: 0 },
          { addOnId: drink.id, sortingOrder: 1 },
        ],
      },
    });
    expect(twice.status).toBe(400);
    const unknown = await call(weekAddOnsRoute.PUT, `/api/admin/weeks/${week}/add-ons`, {
      method: "PUT",
      token: admin.token,
      params: { weekStart: week },
      body: { items: [{ addOnId: "no-such-add-on", sortingOrder: 0 }] },
    });
    expect([unknown.status, unknown.json.errors[0].property]).toEqual([400, "items"]);
    const notMonday = await call(weekAddOnsRoute.GET, "/api/admin/weeks/2027-01-05/add-ons", {
      token: admin.token,
      params: { weekStart: "2027-01-05" },
    });
    expect(notMonday.status).toBe(400);
    const late = await call(weekAddOnsRoute.PUT, `/api/admin/weeks/${U}/add-ons`, {
      method: "PUT",
      token: admin.token,
      params: { weekStart: U },
      body: { items: [] },
      headers: clock(AFTER),
    });
    expect(late.status).toBe(409);
  });
});

describe("a customer's add-ons on the Meals page", () => {
  test("added with the meals, priced on top, kept when left out, refused off the menu", async () => {
    const tart = await newAddOn({ priceCents: 450 });
    const juice = await newAddOn({ category: "BREAKFAST", priceCents: 625 });
    const offMenu = await newAddOn();
    await putAddOnsOnWeek(U, [{ addOnId: tart.id }, { addOnId: juice.id }]);
    const who = await newSubscriber(8, new Date(MONDAY));
    const meals = await mealSelection(U, 8);

    const saved = await chooseMeals(who, U, {
      ...meals,
      addOns: [
        { addOnId: tart.id, quantity: 2 },
        { addOnId: juice.id, quantity: 1 },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.json.order.addOns).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ addOnId: tart.id, quantity: 2, unitCents: 450, totalCents: 900 }),
        expect.objectContaining({ addOnId: juice.id, quantity: 1, unitCents: 625 }),
      ]),
    );
    // The week's menu offers them in their own section.
    expect(saved.json.addOnMenu.map((a: { addOn: { id: string } }) => a.addOn.id)).toEqual(
      expect.arrayContaining([tart.id, juice.id]),
    );
    const meal = who.plan.mealsPerWeek * who.plan.pricePerMealCents;
    expect(saved.json.price).toMatchObject({
      mealsCents: meal,
      addOnsCents: 1525,
      subtotalCents: meal + 1525,
    });
    // Counted apart from the meals: the plan's size is unchanged.
    expect(
      saved.json.order.items.reduce((s: number, i: { quantity: number }) => s + i.quantity, 0),
    ).toBe(8);

    // Left out of the next save, they stay; an empty list takes them out.
    const mealsOnly = await chooseMeals(who, U, meals);
    expect(mealsOnly.json.order.addOns).toHaveLength(2);
    const cleared = await chooseMeals(who, U, { ...meals, addOns: [] });
    expect([cleared.status, cleared.json.order.addOns]).toEqual([200, []]);
    expect(cleared.json.price.addOnsCents).toBe(0);

    const refused = await chooseMeals(who, U, {
      ...meals,
      addOns: [{ addOnId: offMenu.id, quantity: 1 }],
    });
    expect(refused.status).toBe(400);
    expect(refused.json.errors[0]).toMatchObject({ property: "addOns" });
    for (const quantity of [0, 13, 1.5]) {
      const bad = await chooseMeals(who, U, { ...meals, addOns: [{ addOnId: tart.id, quantity }] });
      expect(bad.status).toBe(400);
    }
    const late = await chooseMeals(
      who,
      U,
      { ...meals, addOns: [{ addOnId: tart.id, quantity: 1 }] },
      AFTER,
    );
    expect(late.status).toBe(409);
  });

  test("a capped add-on sells out: the next box is refused with a 409 naming it", async () => {
    const capped = await newAddOn({ name: `Last brownie ${randomUUID().slice(0, 4)}` });
    await putAddOnsOnWeek(U, [{ addOnId: capped.id, cap: 1 }]);
    const first = await newSubscriber(8, new Date(MONDAY));
    const second = await newSubscriber(8, new Date(MONDAY));
    const meals = await mealSelection(U, 8);
    const took = await chooseMeals(first, U, {
      ...meals,
      addOns: [{ addOnId: capped.id, quantity: 1 }],
    });
    expect(took.status).toBe(200);
    expect(
      took.json.addOnMenu.find((a: { addOn: { id: string } }) => a.addOn.id === capped.id).left,
    ).toBe(0);
    const soldOut = await chooseMeals(second, U, {
      ...meals,
      addOns: [{ addOnId: capped.id, quantity: 1 }],
    });
    expect(soldOut.status).toBe(409);
    expect(soldOut.json.message).toContain(`${capped.name} is sold out`);
    expect(soldOut.json.errors[0].constraints).toHaveProperty("soldOut");
    // The refused save changed nothing: no add-on and no meals for the second customer.
    expect(await db.orderAddOn.count({ where: { order: { userId: second.userId } } })).toBe(0);
    // The first keeps theirs on a later save.
    const again = await chooseMeals(first, U, {
      ...meals,
      addOns: [{ addOnId: capped.id, quantity: 1 }],
    });
    expect(again.status).toBe(200);
  });

  test("skipping the week drops its add-ons; unskipping does not bring them back", async () => {
    const tart = await newAddOn();
    await putAddOnsOnWeek(U, [{ addOnId: tart.id }]);
    const who = await newSubscriber(8, new Date(MONDAY));
    const saved = await chooseMeals(who, U, {
      ...(await mealSelection(U, 8)),
      addOns: [{ addOnId: tart.id, quantity: 3 }],
    });
    expect(saved.json.order.addOns).toHaveLength(1);
    const skip = () =>
      call(orderWeek.PATCH, `/api/orders/week/${saved.json.weekId}`, {
        method: "PATCH",
        token: who.token,
        params: { weekId: saved.json.weekId },
        headers: clock(MONDAY),
      });
    const skipped = await skip();
    expect([skipped.status, skipped.json.status, skipped.json.order.addOns]).toEqual([
      200,
      "SKIPPED",
      [],
    ]);
    const back = await skip();
    expect([back.json.status, back.json.order.addOns]).toEqual(["OPEN", []]);
  });

  test("who may call: anonymous 401, another customer 403, an admin for the customer 200", async () => {
    const tart = await newAddOn();
    await putAddOnsOnWeek(U, [{ addOnId: tart.id }]);
    const who = await newSubscriber(8, new Date(MONDAY));
    const other = await customerSession();
    const body = { ...(await mealSelection(U, 8)), addOns: [{ addOnId: tart.id, quantity: 1 }] };
    const as = (token: string | undefined) =>
      call(oneWeek.PUT, `/api/users/${who.userId}/orders/week/${U}`, {
        method: "PUT",
        token,
        params: { userId: who.userId, weekStart: U },
        body,
        headers: clock(MONDAY),
      });
    expect((await as(undefined)).status).toBe(401);
    expect((await as(other.token)).status).toBe(403);
    const byAdmin = await as(admin.token);
    expect([byAdmin.status, byAdmin.json.order.addOns.length]).toEqual([200, 1]);
  });
});

function setAddOns(
  who: { userId: string; token?: string },
  weekStart: IsoDate,
  body: unknown,
  now = MONDAY,
  // null: no one signed in.
  token: string | null = who.token ?? null,
) {
  return call(weekAddOns.PUT, `/api/users/${who.userId}/orders/week/${weekStart}/add-ons`, {
    method: "PUT",
    token: token ?? undefined,
    params: { userId: who.userId, weekStart },
    body,
    headers: clock(now),
  });
}

describe("add-ons on a week left to the chef's choice (PUT .../add-ons)", () => {
  test("added, changed and removed with no meals chosen; the chef still picks the meals", async () => {
    const tart = await newAddOn({ priceCents: 450 });
    const juice = await newAddOn({ category: "DRINK", priceCents: 300 });
    await putAddOnsOnWeek(U, [{ addOnId: tart.id }, { addOnId: juice.id }]);
    const who = await newSubscriber(8, new Date(MONDAY));
    const meals = who.plan.mealsPerWeek * who.plan.pricePerMealCents;

    const added = await setAddOns(who, U, { addOns: [{ addOnId: tart.id, quantity: 2 }] });
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({ status: "OPEN", needsMeals: true, chefsChoice: true });
    expect(added.json.order.items).toEqual([]);
    expect(added.json.order.addOns).toEqual([
      expect.objectContaining({ addOnId: tart.id, quantity: 2, unitCents: 450, totalCents: 900 }),
    ]);
    // The whole box is priced (the chef fills it), the add-ons on top.
    expect(added.json.price).toMatchObject({ mealsCents: meals, addOnsCents: 900 });

    const changed = await setAddOns(who, U, {
      addOns: [
        { addOnId: tart.id, quantity: 1 },
        { addOnId: juice.id, quantity: 3 },
      ],
    });
    expect(changed.status).toBe(200);
    expect(
      changed.json.order.addOns.map((a: { addOnId: string; quantity: number }) => [
        a.addOnId,
        a.quantity,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [tart.id, 1],
        [juice.id, 3],
      ]),
    );
    expect(changed.json.price.addOnsCents).toBe(450 + 900);

    // A later meal save keeps them (left out of its body); the meals stay as they are here.
    const chosen = await chooseMeals(who, U, await mealSelection(U, 8));
    expect(chosen.json.order.addOns).toHaveLength(2);
    const kept = await setAddOns(who, U, { addOns: [{ addOnId: juice.id, quantity: 1 }] });
    expect(kept.json.order.items).toHaveLength(8);
    expect(kept.json.order.addOns).toEqual([expect.objectContaining({ addOnId: juice.id })]);

    const removed = await setAddOns(who, U, { addOns: [] });
    expect([removed.status, removed.json.order.addOns, removed.json.price.addOnsCents]).toEqual([
      200,
      [],
      0,
    ]);
  });

  test("past the deadline and on a skipped week refused with a 409; bad input 400", async () => {
    const tart = await newAddOn();
    const offMenu = await newAddOn();
    await putAddOnsOnWeek(U, [{ addOnId: tart.id }]);
    const who = await newSubscriber(8, new Date(MONDAY));
    const one = { addOns: [{ addOnId: tart.id, quantity: 1 }] };

    const late = await setAddOns(who, U, one, AFTER);
    expect(late.status).toBe(409);
    expect(late.json.message).toContain("deadline");
    expect(await db.orderAddOn.count({ where: { order: { userId: who.userId } } })).toBe(0);

    for (const body of [
      { addOns: [{ addOnId: tart.id, quantity: 0 }] },
      { addOns: [{ addOnId: tart.id, quantity: 13 }] },
      { addOns: [{ addOnId: tart.id, quantity: 1.5 }] },
      { addOns: [{ addOnId: tart.id }] },
      {},
      { ...one, items: [] },
    ]) {
      const bad = await setAddOns(who, U, body);
      expect([bad.status, bad.json.statusCode]).toEqual([400, 400]);
    }
    const notOffered = await setAddOns(who, U, {
      addOns: [{ addOnId: offMenu.id, quantity: 1 }],
    });
    expect([notOffered.status, notOffered.json.errors[0].property]).toEqual([400, "addOns"]);
    const notMonday = await call(
      weekAddOns.PUT,
      `/api/users/${who.userId}/orders/week/2027-01-05/add-ons`,
      {
        method: "PUT",
        token: who.token,
        params: { userId: who.userId, weekStart: "2027-01-05" },
        body: one,
        headers: clock(MONDAY),
      },
    );
    expect(notMonday.status).toBe(400);

    // Skipped: a skipped box holds no add-ons.
    const saved = await setAddOns(who, U, one);
    const skipped = await call(orderWeek.PATCH, `/api/orders/week/${saved.json.weekId}`, {
      method: "PATCH",
      token: who.token,
      params: { weekId: saved.json.weekId },
      headers: clock(MONDAY),
    });
    expect([skipped.json.status, skipped.json.order.addOns]).toEqual(["SKIPPED", []]);
    const onSkipped = await setAddOns(who, U, one);
    expect(onSkipped.status).toBe(409);
    expect(onSkipped.json.message).toContain("Unskip");
  });

  test("who may call: anonymous 401, another customer 403, an admin for the customer 200", async () => {
    const tart = await newAddOn();
    await putAddOnsOnWeek(U, [{ addOnId: tart.id }]);
    const who = await newSubscriber(8, new Date(MONDAY));
    const other = await customerSession();
    const body = { addOns: [{ addOnId: tart.id, quantity: 1 }] };
    expect((await setAddOns(who, U, body, MONDAY, null)).status).toBe(401);
    const stranger = await setAddOns(who, U, body, MONDAY, other.token);
    expect(stranger.status).toBe(403);
    expect(await db.orderAddOn.count({ where: { order: { userId: who.userId } } })).toBe(0);
    const byAdmin = await setAddOns(who, U, body, MONDAY, admin.token);
    expect([byAdmin.status, byAdmin.json.order.addOns.length]).toEqual([200, 1]);
  });
});

describe("the admin add-on calls: anonymous 401, a customer 403", () => {
  const cases: [
    string,
    () => Promise<{
      handler: Parameters<typeof call>[0];
      path: string;
      method: string;
      params?: Record<string, string>;
      body?: unknown;
    }>,
  ][] = [
    [
      "GET /api/admin/add-ons",
      async () => ({ handler: addOnsRoute.GET, path: "/api/admin/add-ons", method: "GET" }),
    ],
    [
      "POST /api/admin/add-ons",
      async () => ({
        handler: addOnsRoute.POST,
        path: "/api/admin/add-ons",
        method: "POST",
        body: addOnInput(),
      }),
    ],
    ...(["GET", "PUT", "DELETE"] as const).map(
      (
        method,
      ): [
        string,
        () => Promise<{
          handler: Parameters<typeof call>[0];
          path: string;
          method: string;
          params?: Record<string, string>;
          body?: unknown;
        }>,
      ] => [
        `${method} /api/admin/add-ons/{addOnId}`,
        async () => {
          const { id } = await newAddOn();
          return {
            handler: addOnRoute[method],
            path: `/api/admin/add-ons/${id}`,
            method,
            params: { addOnId: id },
            body: method === "PUT" ? addOnInput() : undefined,
          };
        },
      ],
    ),
    ...(["GET", "PUT"] as const).map(
      (
        method,
      ): [
        string,
        () => Promise<{
          handler: Parameters<typeof call>[0];
          path: string;
          method: string;
          params?: Record<string, string>;
          body?: unknown;
        }>,
      ] => [
        `${method} /api/admin/weeks/{weekStart}/add-ons`,
        async () => {
          const weekStart = addWeeks(U, 40);
          return {
            handler: weekAddOnsRoute[method],
            path: `/api/admin/weeks/${weekStart}/add-ons`,
            method,
            params: { weekStart },
            body: method === "PUT" ? { items: [] } : undefined,
          };
        },
      ],
    ),
  ];

  test.each(cases)("%s", async (_name, make) => {
    const customer = await customerSession();
    const answers: number[] = [];
    for (const token of [undefined, customer.token, admin.token]) {
      const request = await make();
      const res = await call(request.handler, request.path, {
        method: request.method,
        token,
        params: request.params,
        body: request.body,
      });
      answers.push(res.status);
    }
    expect(answers[0]).toBe(401);
    expect(answers[1]).toBe(403);
    expect([200, 201]).toContain(answers[2]);
  });
});
