// Signed-in reads keep no per-instance state: a session revoked, a role changed, an account
// deactivated or meals changed by ANOTHER instance (here: its own database connection, committing
// before we ask) is seen by the very next request on this one, with no wait and no retry.
import pg from "pg";
import { GET as adminUsers } from "@/app/api/admin/users/route";
import { GET as me } from "@/app/api/auth/me/route";
import { GET as dashboard } from "@/app/api/users/[userId]/dashboard/route";
import { GET as customerWeek } from "@/app/api/users/[userId]/orders/week/[weekStart]/route";
import { hashToken } from "@/lib/auth/tokens";
import { addWeeks, upcomingWeekStart } from "@/lib/clock";
import { db } from "@/lib/db";
import { call } from "../helpers";
import { orderFor, person, subscriber } from "./customer-a-fixtures";

const other = new pg.Client({ connectionString: process.env.DATABASE_URL });

beforeAll(() => other.connect());
afterAll(async () => {
  await other.end();
  await db.$disconnect();
});

const meOf = (token: string) => call(me, "/api/auth/me", { token });

test("a session revoked elsewhere is refused by the very next request", async () => {
  const who = await person();
  expect((await meOf(who.token)).status).toBe(200);
  const path = `/api/users/${who.userId}/dashboard`;
  const params = { userId: who.userId };
  expect((await call(dashboard, path, { token: who.token, params })).status).toBe(200);

  await other.query(`UPDATE "Session" SET "revokedAt" = now() WHERE "tokenHash" = $1`, [
    hashToken(who.token),
  ]);
  expect((await meOf(who.token)).status).toBe(401);
  expect((await call(dashboard, path, { token: who.token, params })).status).toBe(401);
});

test("a role granted or taken elsewhere applies to the very next request", async () => {
  const who = await person(["customer"]);
  const listUsers = () => call(adminUsers, "/api/admin/users", { token: who.token });
  expect((await listUsers()).status).toBe(403);

  await other.query(
    `INSERT INTO "UserRole" ("userId", "roleId") SELECT $1, id FROM "Role" WHERE slug = 'admin'`,
    [who.userId],
  );
  expect((await listUsers()).status).toBe(200);
  const slugs = (await meOf(who.token)).json.roles.map((r: { slug: string }) => r.slug);
  expect(slugs.sort()).toEqual(["admin", "customer"]);

  await other.query(
    `DELETE FROM "UserRole" WHERE "userId" = $1 AND "roleId" = (SELECT id FROM "Role" WHERE slug = 'admin')`,
    [who.userId],
  );
  expect((await listUsers()).status).toBe(403);
  expect((await meOf(who.token)).json.roles).toEqual([{ slug: "customer" }]);
});

test("an account deactivated elsewhere is signed out on the very next request", async () => {
  const who = await person();
  expect((await meOf(who.token)).status).toBe(200);
  await other.query(`UPDATE "User" SET status = 'disabled' WHERE id = $1`, [who.userId]);
  expect((await meOf(who.token)).status).toBe(401);
});

test("meals changed elsewhere show on the very next read of that week", async () => {
  const s = await subscriber();
  const weekStart = addWeeks(upcomingWeekStart(new Date()), 3);
  const order = await orderFor(s, weekStart, "OPEN", 8);
  const path = `/api/users/${s.userId}/orders/week/${weekStart}`;
  const params = { userId: s.userId, weekStart };
  const quantities = async () => {
    const res = await call(customerWeek, path, { token: s.token, params });
    expect(res.status).toBe(200);
    return (res.json.order.items as { dishId: string; quantity: number }[])
      .map((i) => `${i.dishId}:${i.quantity}`)
      .sort();
  };
  const before = await quantities();
  expect(before).toHaveLength(4);

  const [first, second] = await db.orderItem.findMany({
    where: { orderId: order.id },
    orderBy: { dishId: "asc" },
  });
  await other.query("BEGIN");
  await other.query(`UPDATE "OrderItem" SET quantity = quantity + 1 WHERE id = $1`, [first.id]);
  await other.query(`UPDATE "OrderItem" SET quantity = quantity - 1 WHERE id = $1`, [second.id]);
  await other.query("COMMIT");

  const after = await quantities();
  expect(after).toContain(`${first.dishId}:${first.quantity + 1}`);
  expect(after).toContain(`${second.dishId}:${second.quantity - 1}`);
  expect(after).not.toEqual(before);
});
