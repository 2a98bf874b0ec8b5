// The rollover's plain-SQL transactions (lib/db/raw-tx.ts) against the real database: what they
// write reads back through Prisma unchanged whatever the process's time zone (the tests run in
// Asia/Kathmandu, UTC+5:45), and a thrown error leaves nothing behind.
import { db, pool } from "@/lib/db";
import { rawTransaction } from "@/lib/db/raw-tx";
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
