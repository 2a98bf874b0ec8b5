// An admin may call a customer's own routes (`/api/users/{userId}/…`) for them: every write that
// goes through is in the customer's audit log like an admin action, and deactivating another
// admin that way needs the same confirmation as the admin action.
import * as deactivate from "@/app/api/users/[userId]/deactivate/route";
import * as updateUser from "@/app/api/users/[userId]/route";
import * as allergens from "@/app/api/users/[userId]/allergens/route";
import { db } from "@/lib/db";
import { stopQueue } from "@/lib/jobs/queue";
import { call } from "../../helpers";
import { person, subscriber } from "../customer-a-fixtures";
import { adminSession } from "./admin-fixtures";

afterAll(async () => {
  await stopQueue();
  await db.$disconnect();
});

const auditOf = (userId: string) =>
  db.adminAuditLog.findMany({ where: { targetUserId: userId }, orderBy: { createdAt: "asc" } });

test("an admin's write on a customer's route is audited: who, what, whom, before and after", async () => {
  const admin = await adminSession();
  const customer = await subscriber();
  const res = await call(updateUser.PUT, `/api/users/${customer.userId}`, {
    method: "PUT",
    token: admin.token,
    params: { userId: customer.userId },
    body: { firstName: "Changed" },
  });
  expect(res.status).toBe(200);
  const withAllergens = await call(allergens.PUT, `/api/users/${customer.userId}/allergens`, {
    method: "PUT",
    token: admin.token,
    params: { userId: customer.userId },
    body: { allergenExclusions: [] },
  });
  expect(withAllergens.status).toBe(200);
  const entries = await auditOf(customer.userId);
  expect(entries.map((e) => [e.action, e.actorId, e.detail])).toEqual([
    ["customer-route", admin.userId, "PUT /api/users/{userId}"],
    ["customer-route", admin.userId, "PUT /api/users/{userId}/allergens"],
  ]);
  expect(entries[0].before).toEqual({ status: "active", balanceCents: 0, subscription: "ACTIVE" });
  expect(entries[0].after).toEqual({ status: "active", balanceCents: 0, subscription: "ACTIVE" });
});

test("refused writes and a customer's own writes leave no audit entry", async () => {
  const admin = await adminSession();
  const customer = await subscriber();
  const bad = await call(updateUser.PUT, `/api/users/${customer.userId}`, {
    method: "PUT",
    token: admin.token,
    params: { userId: customer.userId },
    body: { firstName: "" },
  });
  expect(bad.status).toBe(400);
  const own = await call(updateUser.PUT, `/api/users/${customer.userId}`, {
    method: "PUT",
    token: customer.token,
    params: { userId: customer.userId },
    body: { firstName: "Mine" },
  });
  expect(own.status).toBe(200);
  expect(await auditOf(customer.userId)).toEqual([]);
});

test("deactivating through the customer's route: audited, and another admin needs a confirmation", async () => {
  const admin = await adminSession();
  const customer = await subscriber();
  const res = await call(deactivate.POST, `/api/users/${customer.userId}/deactivate`, {
    token: admin.token,
    params: { userId: customer.userId },
    body: { reason: "Asked by phone" },
  });
  expect(res.status).toBe(200);
  const [entry] = await auditOf(customer.userId);
  expect(entry).toMatchObject({
    action: "customer-route",
    actorId: admin.userId,
    detail: "POST /api/users/{userId}/deactivate",
    before: { status: "active", subscription: "ACTIVE" },
    after: { status: "disabled", subscription: "CANCELLED" },
  });

  const otherAdmin = await person(["admin", "customer"]);
  const unconfirmed = await call(deactivate.POST, `/api/users/${otherAdmin.userId}/deactivate`, {
    token: admin.token,
    params: { userId: otherAdmin.userId },
    body: {},
  });
  expect(unconfirmed.status).toBe(409);
  expect(unconfirmed.json.message).toMatch(/is an admin\. Confirm that you mean to deactivate/);
  expect((await db.user.findUniqueOrThrow({ where: { id: otherAdmin.userId } })).status).toBe(
    "active",
  );
  expect(await auditOf(otherAdmin.userId)).toEqual([]);
  const confirmed = await call(deactivate.POST, `/api/users/${otherAdmin.userId}/deactivate`, {
    token: admin.token,
    params: { userId: otherAdmin.userId },
    body: { confirmAdmin: true },
  });
  expect(confirmed.status).toBe(200);
  expect((await auditOf(otherAdmin.userId)).map((e) => e.action)).toEqual(["customer-route"]);
});
