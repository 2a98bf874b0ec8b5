// The rule for transactions, enforced (lib/db/tx-guard.ts): inside an open transaction, a
// statement on the global pool (Prisma's client, typed SQL, a second connection, a job queued
// without the transaction) throws in tests, instead of reading around the transaction on a server
// or waiting for it forever on the embedded database.
import { db, pool } from "@/lib/db";
import { sql } from "kysely";
import { kysely, kyselyIn } from "@/lib/db/kysely";
import { rawTransaction, type RawTx } from "@/lib/db/raw-tx";
import { outsideTransaction, PoolInsideTransactionError } from "@/lib/db/tx-guard";
import { enqueue, insertJobs, queue, QUEUES, stopQueue } from "@/lib/jobs/queue";

afterAll(async () => {
  await stopQueue();
  await db.$disconnect();
});

const oneUser = () => kysely.selectFrom("User").select("id").limit(1).execute();

type Body<T> = (tx: RawTx) => Promise<T>;

describe.each([
  ["a Prisma transaction", <T>(body: Body<T>) => db.$transaction((tx) => body(tx))],
  ["a raw transaction", <T>(body: Body<T>) => rawTransaction(body)],
])("inside %s", (_, transaction) => {
  test("the global client, typed SQL and a second connection throw", async () => {
    await expect(transaction(() => db.user.count())).rejects.toThrow(PoolInsideTransactionError);
    await expect(transaction(() => oneUser())).rejects.toThrow(PoolInsideTransactionError);
    await expect(transaction(() => pool.query("SELECT 1"))).rejects.toThrow(
      PoolInsideTransactionError,
    );
    await expect(transaction(() => db.$transaction(async () => 1))).rejects.toThrow(
      PoolInsideTransactionError,
    );
  });

  test("statements through the transaction go on", async () => {
    const rows = await transaction((tx) =>
      kyselyIn(tx).selectFrom("User").select("id").limit(1).execute(),
    );
    expect(rows).toHaveLength(1);
  });

  test("a job queued without the transaction throws; with it, it is queued", async () => {
    await queue();
    await expect(transaction(() => enqueue(QUEUES.mail, { probe: "without" }))).rejects.toThrow(
      PoolInsideTransactionError,
    );
    await expect(
      transaction(() => insertJobs(QUEUES.mail, [{ probe: "without" }])),
    ).rejects.toThrow(PoolInsideTransactionError);
    // Queued through the transaction it is there, inside it; the transaction is then rolled back,
    // so the probe (a mail job without a template) never reaches another file's mail flush.
    class RolledBack extends Error {}
    await expect(
      transaction(async (tx) => {
        await insertJobs(QUEUES.mail, [{ probe: "with" }], tx);
        const { rows } = await sql<{ n: number }>`
          SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${QUEUES.mail}
            AND data->>'probe' = 'with'`.execute(kyselyIn(tx));
        expect(rows[0].n).toBe(1);
        throw new RolledBack();
      }),
    ).rejects.toThrow(RolledBack);
  });

  test("work begun inside and run after the commit is no longer inside", async () => {
    let later: Promise<unknown> = Promise.resolve();
    await transaction(async () => {
      later = new Promise((resolve) => setTimeout(resolve, 10)).then(oneUser);
    });
    await expect(later).resolves.toHaveLength(1);
  });

  test("detached work says so with outsideTransaction", async () => {
    const rows = await transaction(() => outsideTransaction(() => oneUser()));
    expect(rows).toHaveLength(1);
  });
});

test("outside any transaction the pool is used as always", async () => {
  expect(await oneUser()).toHaveLength(1);
  expect((await pool.query("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
});
