// A dish's recipe through the dish calls: saved with the dish in the chef's order, replaced whole
// on an edit, kept when an edit leaves it out, refused line by line when wrong, and written only
// by an admin.
import * as dishes from "@/app/api/admin/dishes/route";
import * as dish from "@/app/api/admin/dishes/[dishId]/route";
import { db } from "@/lib/db";
import { call } from "../../helpers";
import { adminSession, customerSession, dishInput, newDish } from "./admin-fixtures";

let admin: { token: string };
beforeAll(async () => {
  admin = await adminSession();
});
afterAll(() => db.$disconnect());

const RECIPE = [
  { ingredient: "Chicken thigh", grams: 160 },
  { ingredient: "Basmati rice", grams: 75 },
  { ingredient: "Garam masala", grams: 2.5 },
];

const stored = (dishId: string) =>
  db.dishRecipeLine
    .findMany({ where: { dishId }, orderBy: { position: "asc" } })
    .then((rows) => rows.map((r) => [r.position, r.ingredient, r.grams.toNumber()]));

test("a new dish keeps its recipe in order; an edit replaces it, or keeps it when left out", async () => {
  const created = await call(dishes.POST, "/api/admin/dishes", {
    token: admin.token,
    body: dishInput({ recipe: RECIPE }),
  });
  expect(created.status).toBe(201);
  expect(created.json.recipe).toEqual(RECIPE);
  const id: string = created.json.id;
  expect(await stored(id)).toEqual([
    [0, "Chicken thigh", 160],
    [1, "Basmati rice", 75],
    [2, "Garam masala", 2.5],
  ]);

  const put = (body: unknown) =>
    call(dish.PUT, `/api/admin/dishes/${id}`, {
      method: "PUT",
      token: admin.token,
      params: { dishId: id },
      body,
    });
  const edited = await put(
    dishInput({ recipe: [{ ingredient: "Basmati rice", grams: 80 }, RECIPE[0]] }),
  );
  expect(edited.status).toBe(200);
  expect(await stored(id)).toEqual([
    [0, "Basmati rice", 80],
    [1, "Chicken thigh", 160],
  ]);

  // A client that does not know recipes (no `recipe` key) leaves the recipe as it was.
  expect((await put(dishInput({ name: "Renamed bowl" }))).status).toBe(200);
  expect(await stored(id)).toHaveLength(2);
  const read = await call(dish.GET, `/api/admin/dishes/${id}`, {
    token: admin.token,
    params: { dishId: id },
  });
  expect(read.json).toMatchObject({
    name: "Renamed bowl",
    recipe: [{ grams: 80 }, { grams: 160 }],
  });

  expect((await put(dishInput({ recipe: [] }))).status).toBe(200);
  expect(await stored(id)).toEqual([]);
});

test("bad lines are named by their place; nothing is written", async () => {
  const { id } = await newDish();
  const res = await call(dish.PUT, `/api/admin/dishes/${id}`, {
    method: "PUT",
    token: admin.token,
    params: { dishId: id },
    body: dishInput({
      name: "Must not be saved",
      recipe: [
        { ingredient: "Rice", grams: 80 },
        { ingredient: "", grams: 5 },
        { ingredient: "Lentils", grams: 0 },
        { ingredient: "RICE", grams: 3 },
      ],
    }),
  });
  expect(res.status).toBe(400);
  expect(res.json.errors).toEqual(
    expect.arrayContaining([
      { property: "recipe.1.ingredient", constraints: { too_small: "Name the ingredient." } },
      { property: "recipe.2.grams", constraints: { too_small: "Enter more than 0 grams." } },
      {
        property: "recipe.3.ingredient",
        constraints: { custom: "RICE is already on line 1: add the grams there." },
      },
    ]),
  );
  expect(await db.dish.findUnique({ where: { id }, select: { name: true } })).not.toEqual({
    name: "Must not be saved",
  });
  expect(await stored(id)).toEqual([]);
});

test("only an admin writes a recipe: anonymous 401, a customer 403", async () => {
  const { id } = await newDish();
  const customer = await customerSession();
  const body = dishInput({ recipe: RECIPE });
  const send = (token?: string) =>
    call(dish.PUT, `/api/admin/dishes/${id}`, {
      method: "PUT",
      token,
      params: { dishId: id },
      body,
    });
  expect((await send()).status).toBe(401);
  expect((await send(customer.token)).status).toBe(403);
  expect(await stored(id)).toEqual([]);
  expect((await send(admin.token)).status).toBe(200);
  expect(await stored(id)).toHaveLength(3);
});
