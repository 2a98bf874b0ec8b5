// The rollover's plain-SQL transactions (lib/db/raw-tx.ts) against the real database: what they
// write reads back through Prisma unchanged whatever the process's time zone (the tests run in
// Asia/Kathmandu, UTC+5:45), and a thrown error leaves nothing behind.
import pg from "pg";
import { db, namedUntilForgotten, pool } from "@/lib/db";
import { rawTransaction, rawTransactionThenRead } from "@/lib/db/raw-tx";
import { insertNotifications } from "@/lib/notifications/insert-notifications";
import { subscriber } from "./customer-a-fixtures";

afterAll(async () => {
  await db.$disconnect();
  await pool.end();
});

test("dates written in a raw transaction read back as the same instants", async () => {
  expect(new Date("2026-11-26T05:00:00Z").getTimezoneOffset()).not.toBe(0);
  const s = await subscriber();
  const at = new Date("2026-11-26T05:15:00.123Z");
  const later = new Date("2026-11-27T00:00:00.000Z");
  await rawTransaction(async (tx) => {
    // As a template parameter and as an element of an array parameter.
    await tx.$executeRaw`UPDATE "User" SET "updatedAt" = ${at} WHERE id = ${s.userId}`;
    await insertNotifications(tx, [
      { userId: s.userId, title: "Raw", body: "Written raw", link: null, createdAt: later },
    ]);
  });
  expect((await db.user.findUniqueOrThrow({ where: { id: s.userId } })).updatedAt).toEqual(at);
  const note = await db.notification.findFirstOrThrow({
    where: { userId: s.userId, title: "Raw" },
  });
  expect(note.createdAt).toEqual(later);
});

test("an error inside rolls everything back, and the connection is usable after", async () => {
  const s = await subscriber();
  await expect(
    rawTransaction(async (tx) => {
      await insertNotifications(tx, [
        { userId: s.userId, title: "Lost", body: "Rolled back", link: null, createdAt: new Date() },
      ]);
      throw new Error("boom");
    }),
  ).rejects.toThrow("boom");
  await expect(rawTransaction((tx) => tx.$executeRaw`SELECT * FROM "NoSuchTable"`)).rejects.toThrow(
    /NoSuchTable/,
  );
  expect(await db.notification.count({ where: { userId: s.userId, title: "Lost" } })).toBe(0);
  const rows = await rawTransaction((tx) => tx.$queryRaw<{ one: number }[]>`SELECT 1 AS one`);
  expect(rows).toEqual([{ one: 1 }]);
});

test("named: a name the server connection lost runs the whole transaction again unnamed, and later ones too", async () => {
  const own = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
  const fallbacks: string[] = [];
  namedUntilForgotten(own, { onFallback: () => fallbacks.push("unnamed") });
  const prepared = async () =>
    (await own.query<{ name: string }>("SELECT name FROM pg_prepared_statements")).rows;
  const s = await subscriber();
  let attempts = 0;
  const write = (title: string) =>
    rawTransaction(
      async (tx) => {
        attempts += 1;
        await insertNotifications(tx, [
          { userId: s.userId, title, body: "Named", link: null, createdAt: new Date() },
        ]);
        return tx.$queryRaw<{ n: number }[]>`
          SELECT count(*)::int AS n FROM "Notification" WHERE "userId" = ${s.userId}`;
      },
      { named: true, pool: own },
    );
  try {
    expect(await write("First")).toEqual([{ n: 1 }]);
    expect(await prepared()).toHaveLength(2); // its two statements keep their plans
    expect(fallbacks).toEqual([]);

    // What a transaction-mode pooler does: the next transaction gets a server connection that
    // never prepared them.
    await own.query("DEALLOCATE ALL");
    attempts = 0;
    expect(await write("Second")).toEqual([{ n: 2 }]); // the failed attempt left nothing
    expect(attempts).toBe(2);
    expect(fallbacks).toEqual(["unnamed"]);

    attempts = 0;
    await write("Third");
    expect(attempts).toBe(1);
    expect(await prepared()).toEqual([]);
    expect(await db.notification.count({ where: { userId: s.userId, title: "Second" } })).toBe(1);
  } finally {
    await own.end();
  }
});

test("then read: the read goes with the COMMIT and sees the writes; a read that fails after it leaves them", async () => {
  const s = await subscriber();
  const count = {
    text: `SELECT count(*)::int AS n FROM "Notification" WHERE "userId" = $1`,
    values: [s.userId],
  };
  const write = (title: string) => (tx: Parameters<Parameters<typeof rawTransaction>[0]>[0]) =>
    insertNotifications(tx, [
      { userId: s.userId, title, body: "Then read", link: null, createdAt: new Date() },
    ]);
  const done = await rawTransactionThenRead(write("One"), count, { named: true });
  expect(done.read?.rows).toEqual([{ n: 1 }]);

  // The read fails after the commit: the caller is told to read itself, and the write stands.
  const failing = { text: `SELECT 1 / (0 * length($1::text)) AS n`, values: [s.userId] };
  const after = await rawTransactionThenRead(write("Two"), failing);
  expect(after.read).toBeNull();
  expect(await db.notification.count({ where: { userId: s.userId } })).toBe(2);

  // A work that throws: rolled back, no read.
  await expect(
    rawTransactionThenRead(async (tx) => {
      await write("Three")(tx);
      throw new Error("boom");
    }, count),
  ).rejects.toThrow("boom");
  expect(await db.notification.count({ where: { userId: s.userId } })).toBe(2);
});
