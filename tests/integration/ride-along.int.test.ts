// A signed-in read's caller lookup rides with its first read (lib/db/ride-along.ts,
// userReadRoute in lib/api/route.ts): one round trip for both, the read gated in SQL so that it
// finds nothing for a token that is not the path user's, and nothing else of the request runs
// before the route has decided.
import { jest } from "@jest/globals";
import pg from "pg";
import { GET as dashboard } from "@/app/api/users/[userId]/dashboard/route";
import { GET as customerWeeks } from "@/app/api/users/[userId]/orders/week/current-week/route";
import { callerRide } from "@/lib/auth/sessions";
import { hashToken } from "@/lib/auth/tokens";
import { db, pool } from "@/lib/db";
import { queryBatch } from "@/lib/db/batch";
import { Ride, RideRefused } from "@/lib/db/ride-along";
import { call } from "../helpers";
import { person, subscriber } from "./customer-a-fixtures";

afterAll(async () => {
  await db.$disconnect();
});

const dashboardOf = (userId: string, token?: string) =>
  call(dashboard, `/api/users/${userId}/dashboard`, { token, params: { userId } });

test("the owner's read: the lookup and the read in one batch, neither on the pool", async () => {
  const s = await subscriber();
  expect((await dashboardOf(s.userId, s.token)).status).toBe(200); // the week's menu is cached now
  const onPool = jest.spyOn(pool, "query");
  try {
    const res = await dashboardOf(s.userId, s.token);
    expect(res.status).toBe(200);
    expect(res.json.customer.email).toBe(s.email);
    // (The pool may serve other work meanwhile, a cache's refresh: none of it is this user's.)
    const mine = onPool.mock.calls.filter((call) =>
      [s.userId, hashToken(s.token)].some((value) => JSON.stringify(call).includes(value)),
    );
    expect(mine).toEqual([]);
  } finally {
    onPool.mockRestore();
  }
});

test("no token, an unknown or revoked one, another customer's: 401, 401, 401, 403", async () => {
  const s = await subscriber();
  const other = await person();
  expect((await dashboardOf(s.userId)).status).toBe(401);
  expect((await dashboardOf(s.userId, "not-a-session")).status).toBe(401);
  expect((await dashboardOf(s.userId, other.token)).status).toBe(403);
  await db.session.updateMany({
    where: { tokenHash: hashToken(s.token) },
    data: { revokedAt: new Date() },
  });
  expect((await dashboardOf(s.userId, s.token)).status).toBe(401);
});

test("an admin reads any customer's (the gated read found nothing, so it runs again)", async () => {
  const s = await subscriber();
  const admin = await person(["customer", "admin"]);
  const res = await dashboardOf(s.userId, admin.token);
  expect(res.status).toBe(200);
  expect(res.json.customer.email).toBe(s.email);
  const weeks = await call(customerWeeks, `/api/users/${s.userId}/orders/week/current-week`, {
    token: admin.token,
    params: { userId: s.userId },
  });
  expect(weeks.status).toBe(200);
  expect(weeks.json.plan).not.toBeNull();
});

const userRead = (userId: string) => ({
  text: `SELECT email FROM "User" WHERE id = $1`,
  values: [userId],
});

test("the gate: a read carried with another user's token finds nothing, even if let through", async () => {
  const s = await subscriber();
  const other = await person();
  const { ride, caller, run } = callerRide(other.token, "bearer", s.userId, new Date());
  const read = run(() => ride.carry(userRead(s.userId), [1]));
  expect((await caller)?.userId).toBe(other.userId);
  ride.decide("owner"); // wrongly: the gate still held
  expect((await read)?.rows).toEqual([]);

  const own = callerRide(s.token, "bearer", s.userId, new Date());
  const mine = own.run(() => own.ride.carry(userRead(s.userId), [1]));
  await own.caller;
  own.ride.decide("owner");
  expect((await mine)?.rows).toEqual([{ email: s.email }]);
});

test("before the decision no other statement of the request runs; refused, it never does", async () => {
  const s = await subscriber();
  const other = await person();
  const { ride, caller, run } = callerRide(other.token, "bearer", s.userId, new Date());
  const write = run(() =>
    pool.query(`UPDATE "User" SET "firstName" = 'Changed' WHERE id = $1`, [s.userId]),
  );
  expect((await caller)?.userId).toBe(other.userId); // the lookup went alone
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect((await db.user.findUniqueOrThrow({ where: { id: s.userId } })).firstName).toBe("Rowan");
  ride.decide("refused");
  await expect(write).rejects.toBeInstanceOf(RideRefused);
  expect((await db.user.findUniqueOrThrow({ where: { id: s.userId } })).firstName).toBe("Rowan");
});

test("a batch: statements in order in one round trip; an error fails it and skips the rest", async () => {
  const client = await pool.connect();
  try {
    const [one, two] = await queryBatch(client, [
      { text: "SELECT 1 AS a", values: [] },
      { text: "SELECT $1::int + 1 AS b", values: [41], name: "ride_along_test_b" },
    ]);
    expect(one.rows).toEqual([{ a: 1 }]);
    expect(two.rows).toEqual([{ b: 42 }]);
    // Named: the second time it is only bound.
    const [again] = await queryBatch(client, [
      { text: "SELECT $1::int + 1 AS b", values: [1], name: "ride_along_test_b" },
    ]);
    expect(again.rows).toEqual([{ b: 2 }]);

    await expect(
      queryBatch(client, [
        { text: `SELECT * FROM "NoSuchTable"`, values: [] },
        { text: "SELECT $1::int AS c", values: [3], name: "ride_along_test_c" },
      ]),
    ).rejects.toThrow(/NoSuchTable/);
    // The skipped statement's name was never prepared, and the connection goes on.
    const [c] = await queryBatch(client, [
      { text: "SELECT $1::int AS c", values: [3], name: "ride_along_test_c" },
    ]);
    expect(c.rows).toEqual([{ c: 3 }]);
  } finally {
    client.release();
  }
});

test("a name the server connection lost: the ride runs its batch again unnamed", async () => {
  const s = await subscriber();
  const own = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
  const forgotten: string[] = [];
  const rideOn = () =>
    new Ride(
      {
        lookup: { text: `SELECT $1::text AS hash`, values: ["h"], name: "ride_along_lookup" },
        gate: (token, user) => `SELECT ${user}::text WHERE ${token}::text = 'h'`,
        tokenHash: "h",
        userId: s.userId,
      },
      { connect: () => own.connect(), forgetNames: () => forgotten.push("unnamed") },
    );
  const read = { ...userRead(s.userId), name: "ride_along_read" };
  const carried = async () => {
    const ride = rideOn();
    const rows = ride.carry(read, [1]);
    await ride.lookup;
    ride.decide("owner");
    return (await rows)?.rows;
  };
  try {
    expect(await carried()).toEqual([{ email: s.email }]);
    expect(forgotten).toEqual([]);
    // What a transaction-mode pooler does: the next batch meets a server connection that never
    // prepared those names.
    await own.query("DEALLOCATE ALL");
    expect(await carried()).toEqual([{ email: s.email }]);
    expect(forgotten).toEqual(["unnamed"]);
  } finally {
    await own.end();
  }
});
