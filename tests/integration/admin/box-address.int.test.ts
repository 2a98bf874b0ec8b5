// The kitchen's "edit address" on a box (issue 26's exceptions): the admin types the address the
// customer gave them; the customer's own form's rules apply (chosen from the options, inside the
// delivery area); the box and the customer's default change, the exception resolves with who did
// it, and the audit log says what changed. Weeks in 2019, as the exceptions' own tests.
import * as autocomplete from "@/app/api/addresses/autocomplete/route";
import * as boxAddress from "@/app/api/admin/orders/[orderId]/address/route";
import * as exceptionsRoute from "@/app/api/admin/exceptions/route";
import { orderDeadline, type IsoDate } from "@/lib/clock";
import { db } from "@/lib/db";
import { encode } from "@/lib/addresses/built-in-places";
import { DEFAULT_ADDRESS } from "@/lib/addresses/default-address";
import type { KitchenException } from "@/lib/kitchen/exceptions";
import { call } from "../../helpers";
import { orderFor, subscriber } from "../customer-a-fixtures";
import { adminSession, customerSession } from "./admin-fixtures";

let admin: { userId: string; token: string };
let adminName: string;

beforeAll(async () => {
  admin = await adminSession();
  const me = await db.user.findUniqueOrThrow({ where: { id: admin.userId } });
  adminName = `${me.firstName} ${me.lastName}`;
});
afterAll(() => db.$disconnect());

async function place(q: string, postalCode: string) {
  const options = await call(
    autocomplete.GET,
    `/api/addresses/autocomplete?q=${encodeURIComponent(q)}&postalCode=${postalCode}`,
  );
  const option = options.json.options[0] as {
    street: string;
    city: string;
    postalCode: string;
    placeId: string;
  };
  return {
    street: option.street,
    city: option.city,
    province: "ON",
    postalCode: option.postalCode,
    unit: "1204",
    buzzer: "1204",
    phone: "(416) 555-0177",
    placeId: option.placeId,
  };
}

const send = (orderId: string, body: unknown, token = admin.token) =>
  call(boxAddress.POST, `/api/admin/orders/${orderId}/address`, {
    token,
    params: { orderId },
    body,
  });

const exceptionsOf = async (week: IsoDate) =>
  (
    await call(exceptionsRoute.GET, "/api/admin/exceptions", {
      token: admin.token,
      headers: {
        "x-test-now": new Date(orderDeadline(week).getTime() + 7 * 3_600_000).toISOString(),
      },
    })
  ).json as { open: KitchenException[]; resolved: KitchenException[] };

test("a box with no address gets the one the admin types: the customer's too, resolved, audited", async () => {
  const week = "2019-09-02";
  const s = await subscriber();
  const box = await orderFor(s, week, "PAID");
  const other = await orderFor(s, "2019-09-09", "PAYMENT_FAILED");
  await db.weeklyOrder.updateMany({
    where: { id: { in: [box.id, other.id] } },
    data: { addressId: null },
  });
  expect((await exceptionsOf(week)).open.find((e) => e.box.orderId === box.id)?.actions).toContain(
    "edit-address",
  );

  const body = await place("120 bremner blvd", "M5J0A8");
  const res = await send(box.id, body);
  expect(res.status).toBe(200);
  const line = `1204-${body.street}, ${body.city} M5J 0A8`;
  expect(res.json).toEqual({
    message: `Box ${box.number} goes to ${line}: Rowan's delivery address from now on.`,
    address: line,
  });

  const saved = await db.address.findFirst({ where: { userId: s.userId, ...DEFAULT_ADDRESS } });
  expect(saved).toMatchObject({ street: body.street, phone: "4165550177", unit: "1204" });
  const boxes = await db.weeklyOrder.findMany({
    where: { id: { in: [box.id, other.id] } },
    select: { addressId: true },
  });
  expect(boxes).toEqual([{ addressId: saved!.id }, { addressId: saved!.id }]);

  const { open, resolved } = await exceptionsOf(week);
  expect(open.filter((e) => e.box.orderId === box.id)).toEqual([]);
  expect(resolved.find((e) => e.box.orderId === box.id)).toMatchObject({
    kind: "no-address",
    resolved: { by: adminName, how: `Address added by ${adminName}.` },
  });
  const audit = await db.adminAuditLog.findFirstOrThrow({
    where: { targetUserId: s.userId, action: "edit-address" },
  });
  expect(audit).toMatchObject({
    actorId: admin.userId,
    detail: `Box ${box.number}: ${line} (was no address)`,
  });
});

test("a box's address changed by the kitchen: the old one kept on record, named in the audit", async () => {
  const s = await subscriber();
  const box = await orderFor(s, "2019-09-16", "PAID");
  const before = await db.weeklyOrder.findUniqueOrThrow({
    where: { id: box.id },
    select: { addressId: true },
  });
  const res = await send(box.id, await place("120 bremner blvd", "M5J0A8"));
  expect(res.status).toBe(200);
  const after = await db.weeklyOrder.findUniqueOrThrow({ where: { id: box.id } });
  expect(after.addressId).not.toBe(before.addressId);
  expect(await db.address.findUnique({ where: { id: before.addressId! } })).not.toBeNull();
  const audit = await db.adminAuditLog.findFirstOrThrow({
    where: { targetUserId: s.userId, action: "edit-address" },
  });
  expect(audit.detail).toMatch(/\(was .+, .+ [A-Z]\d[A-Z] \d[A-Z]\d\)$/);
});

test("the customer's rules in the kitchen's words: typed, outside the area, blank, bad phone; no box; delivered", async () => {
  const s = await subscriber();
  const box = await orderFor(s, "2019-09-23", "PAID");
  const good = await place("120 bremner blvd", "M5J0A8");

  const typed = await send(box.id, { ...good, street: "1 Made Up Street" });
  expect(typed.status).toBe(400);
  expect(typed.json.errors).toEqual([
    {
      property: "street",
      constraints: {
        chosenFromOptions: "You must select an address from the provided options to proceed.",
      },
    },
  ]);
  // Worded for the kitchen, not the customer: nobody is waiting to hear about their area here.
  // A place outside the area, signed as a maps provider's option would be (the built-in one
  // offers only the delivery cities' streets).
  const inside = await place("120 bremner blvd", "M5J0A8");
  const away = {
    street: "111 Wellington St",
    city: "Ottawa",
    province: "ON",
    postalCode: "K1A 0B1",
  };
  const outside = await send(box.id, { ...inside, ...away, placeId: encode(away) });
  expect(outside.status).toBe(400);
  expect(outside.json.errors).toEqual([
    {
      property: "postalCode",
      constraints: {
        inDeliveryArea:
          "This postal code is outside the delivery area, so the box cannot go there. Ask the customer for another address, or hold the box.",
      },
    },
  ]);
  const blank = await send(box.id, { ...good, street: "" });
  expect(blank.status).toBe(400);
  expect(blank.json.errors[0]).toMatchObject({ property: "street" });
  expect(Object.values(blank.json.errors[0].constraints)).toEqual(["Enter the street address."]);
  const phone = await send(box.id, { ...good, phone: "123" });
  expect(phone.status).toBe(400);
  expect(phone.json.errors[0]).toMatchObject({ property: "phone" });
  const noPlace = await send(box.id, { ...good, placeId: "" });
  expect(noPlace.status).toBe(400);
  expect(noPlace.json.errors[0]).toMatchObject({ property: "placeId" });

  expect((await send("no-such-box", good)).status).toBe(404);
  const delivered = await orderFor(s, "2019-09-30", "CANCELLED");
  const late = await send(delivered.id, good);
  // (Cancelled here; a delivered box is refused by the same rule: only boxes on their way.)
  expect(late.json).toEqual({
    statusCode: 409,
    message: `Box ${delivered.number} is delivered or cancelled: its address cannot change.`,
  });
  // Refused calls wrote nothing: no new address, no audit entry.
  expect(await db.address.count({ where: { userId: s.userId } })).toBe(1);
  expect(await db.adminAuditLog.count({ where: { targetUserId: s.userId } })).toBe(0);
});

test("only admins: anonymous 401, a customer 403 (even for their own box)", async () => {
  const s = await subscriber();
  const box = await orderFor(s, "2019-10-07", "PAID");
  const body = await place("120 bremner blvd", "M5J0A8");
  expect((await send(box.id, body, "")).status).toBe(401);
  expect((await send(box.id, body, (await customerSession()).token)).status).toBe(403);
  expect((await send(box.id, body, s.token)).status).toBe(403);
});
