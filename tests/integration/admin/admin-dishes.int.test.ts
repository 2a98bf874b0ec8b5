// The admin dish catalogue: create with an uploaded photo, edit, search and filter, and delete
// (a dish never ordered is deleted; one that was is archived and stays on its past orders).
import * as dishes from "@/app/api/admin/dishes/route";
import * as dish from "@/app/api/admin/dishes/[dishId]/route";
import * as restore from "@/app/api/admin/dishes/[dishId]/restore/route";
import * as upload from "@/app/api/admin/dish-images/route";
import * as image from "@/app/api/dish-images/[imageId]/route";
import { NextRequest } from "next/server";
import { db } from "@/lib/db";
import { call } from "../../helpers";
import { callRaw, orderFor, subscriber } from "../customer-a-fixtures";
import { adminSession, dishInput, freshWeek } from "./admin-fixtures";

let admin: { token: string };
beforeAll(async () => {
  admin = await adminSession();
});
afterAll(() => db.$disconnect());

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);

async function uploadBytes(bytes: Uint8Array, token = admin.token) {
  const req = new NextRequest(new URL("/api/admin/dish-images", "http://localhost:3000"), {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "image/png" },
    body: Buffer.from(bytes),
  });
  const res = await upload.POST(req, { params: Promise.resolve({}) });
  return { status: res.status, json: await res.json() };
}

test("create a dish with an uploaded photo; the photo is served with its real type", async () => {
  const uploaded = await uploadBytes(PNG);
  expect(uploaded.status).toBe(201);
  expect(uploaded.json.url).toMatch(/^\/api\/dish-images\//);

  const input = dishInput({ imageUrl: uploaded.json.url, name: "Maple Tahini Squash Bowl" });
  const created = await call(dishes.POST, "/api/admin/dishes", {
    token: admin.token,
    body: input,
  });
  expect(created.status).toBe(201);
  expect(created.json).toMatchObject({
    name: "Maple Tahini Squash Bowl",
    allergens: ["Sesame", "Wheat/Gluten"],
    archived: false,
    timesOrdered: 0,
  });
  expect(created.json.slug).toMatch(/^maple-tahini-squash-bowl/);

  const served = await callRaw(image.GET, uploaded.json.url, {
    params: { imageId: uploaded.json.id },
  });
  expect(served.status).toBe(200);
  expect(served.headers.get("content-type")).toBe("image/png");
  expect(served.body.equals(PNG)).toBe(true);
});

test("uploads are checked for type (by content) and size", async () => {
  const gif = await uploadBytes(Buffer.from("GIF89a-not-allowed"));
  expect(gif.status).toBe(400);
  expect(gif.json.message).toMatch(/JPEG, PNG or WebP/);
  const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
  const tooBig = await uploadBytes(big);
  expect(tooBig.status).toBe(400);
  expect(tooBig.json.message).toMatch(/larger than 2 MB/);
  const empty = await uploadBytes(new Uint8Array());
  expect(empty.status).toBe(400);
});

test("bad input names each field", async () => {
  const res = await call(dishes.POST, "/api/admin/dishes", {
    token: admin.token,
    body: { ...dishInput(), name: "", calories: -5, allergens: ["Gluten"], imageUrl: "http://x" },
  });
  expect(res.status).toBe(400);
  const fields = res.json.errors.map((e: { property: string }) => e.property).sort();
  expect(fields).toEqual(expect.arrayContaining(["name", "calories", "imageUrl"]));
  expect(fields.some((f: string) => f.startsWith("allergens"))).toBe(true);
});

test("a dish cannot contradict itself, and 0 calories is saved only when confirmed (defect 3)", async () => {
  const contradiction = await call(dishes.POST, "/api/admin/dishes", {
    token: admin.token,
    body: dishInput({
      tags: ["Vegan", "Vegetarian", "Gluten-free", "Dairy-free"],
      allergens: ["Milk", "Shellfish", "Wheat/Gluten"],
    }),
  });
  expect(contradiction.status).toBe(400);
  expect(contradiction.json.errors).toEqual([
    {
      property: "tags",
      constraints: {
        custom:
          "A dish tagged Vegetarian cannot contain Shellfish. A dish tagged Vegan cannot contain Milk or Shellfish. A dish tagged Gluten-free cannot contain Wheat/Gluten. A dish tagged Dairy-free cannot contain Milk. Remove the tag or the allergen.",
      },
    },
  ]);

  const zero = dishInput({ calories: 0 });
  const unconfirmed = await call(dishes.POST, "/api/admin/dishes", {
    token: admin.token,
    body: zero,
  });
  expect(unconfirmed.status).toBe(400);
  expect(unconfirmed.json.errors.map((e: { property: string }) => e.property)).toEqual([
    "calories",
  ]);
  const confirmed = await call(dishes.POST, "/api/admin/dishes", {
    token: admin.token,
    body: { ...zero, confirmZeroCalories: true },
  });
  expect(confirmed.status).toBe(201);
  expect(confirmed.json.calories).toBe(0);
});

test("edit a dish; search and filters find it", async () => {
  const created = await call(dishes.POST, "/api/admin/dishes", {
    token: admin.token,
    // A prawn curry is not Vegetarian (the fixture's default tag): the dish form refuses that now.
    body: dishInput({
      name: "Zanzibar Prawn Curry",
      protein: 41,
      allergens: ["Shellfish"],
      tags: ["High protein"],
    }),
  });
  const id = created.json.id;
  const edited = await call(dish.PUT, `/api/admin/dishes/${id}`, {
    method: "PUT",
    token: admin.token,
    params: { dishId: id },
    body: dishInput({
      name: "Zanzibar Prawn Curry",
      protein: 43,
      allergens: ["Shellfish", "Milk"],
      tags: ["High protein"],
      splitDeliveryEligible: false,
    }),
  });
  expect(edited.status).toBe(200);
  expect(edited.json).toMatchObject({ protein: 43, splitDeliveryEligible: false });

  const search = (q: string) => call(dishes.GET, `/api/admin/dishes?${q}`, { token: admin.token });
  const byName = await search("q=zanzibar");
  expect(byName.json.dishes.map((d: { id: string }) => d.id)).toEqual([id]);
  expect((await search("q=zanzibar&allergen=Shellfish&minProtein=40")).json.total).toBe(1);
  expect((await search("q=zanzibar&allergen=Peanuts")).json.total).toBe(0);
  expect((await search("q=zanzibar&minProtein=50")).json.total).toBe(0);
  expect((await search("allergen=NotOne")).status).toBe(400);
  const all = await search("page=1");
  expect(all.json.pageSize).toBe(20);
  expect(all.json.dishes.length).toBeLessThanOrEqual(20);
});

test("deleting a dish never ordered deletes it; one that was ordered is archived", async () => {
  const fresh = await call(dishes.POST, "/api/admin/dishes", {
    token: admin.token,
    body: dishInput(),
  });
  const gone = await call(dish.DELETE, `/api/admin/dishes/${fresh.json.id}`, {
    method: "DELETE",
    token: admin.token,
    params: { dishId: fresh.json.id },
  });
  expect(gone.status).toBe(200);
  expect(gone.json.outcome).toBe("deleted");
  expect(await db.dish.findUnique({ where: { id: fresh.json.id } })).toBeNull();

  const ordered = await db.dish.create({
    data: { ...dishInput(), slug: `ordered-${Date.now()}` },
  });
  const order = await orderFor(await subscriber(), freshWeek(), "PAID", 8);
  await db.orderItem.create({ data: { orderId: order.id, dishId: ordered.id, quantity: 1 } });
  const archived = await call(dish.DELETE, `/api/admin/dishes/${ordered.id}`, {
    method: "DELETE",
    token: admin.token,
    params: { dishId: ordered.id },
  });
  expect(archived.json.outcome).toBe("archived");
  expect(archived.json.message).toMatch(/was ordered before, so it was archived/);
  expect(await db.orderItem.count({ where: { orderId: order.id, dishId: ordered.id } })).toBe(1);
  const list = await call(dishes.GET, `/api/admin/dishes?archived=only&q=${ordered.name}`, {
    token: admin.token,
  });
  expect(list.json.dishes.map((d: { id: string }) => d.id)).toEqual([ordered.id]);

  const back = await call(restore.POST, `/api/admin/dishes/${ordered.id}/restore`, {
    method: "POST",
    token: admin.token,
    params: { dishId: ordered.id },
  });
  expect(back.json.archived).toBe(false);
  await db.dish.update({ where: { id: ordered.id }, data: { deletedAt: new Date() } });
});

test("an unknown dish is a 404", async () => {
  const res = await call(dish.GET, "/api/admin/dishes/nope", {
    token: admin.token,
    params: { dishId: "nope" },
  });
  expect(res.status).toBe(404);
});
