// Behind a transaction-mode pooler a named statement meets server connections that never prepared
// it, or that another client already prepared it on: lib/db's pool then sends that statement again
// unnamed, and every named statement after it (docs/decisions/pooler.md).
import pg from "pg";
import { namedUntilForgotten } from "@/lib/db";

const pools: pg.Pool[] = [];
afterAll(() => Promise.all(pools.map((pool) => pool.end())));

function onePool() {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
  pools.push(pool);
  const fallbacks: string[] = [];
  namedUntilForgotten(pool, { onFallback: () => fallbacks.push("unnamed") });
  return { pool, fallbacks };
}

const prepared = async (pool: pg.Pool) =>
  (await pool.query<{ name: string }>("SELECT name FROM pg_prepared_statements")).rows.map(
    (row) => row.name,
  );

test("a statement the server connection does not know is sent again unnamed, and so are later ones", async () => {
  const { pool, fallbacks } = onePool();
  const probe = { name: "fallback-probe", text: "SELECT $1::int + 1 AS n", values: [1] };
  expect((await pool.query(probe)).rows).toEqual([{ n: 2 }]);
  expect(fallbacks).toEqual([]);
  expect(await prepared(pool)).toEqual(["fallback-probe"]);

  // What the pooler does: the next query lands on a server connection without it.
  await pool.query("DEALLOCATE ALL");
  expect((await pool.query(probe)).rows).toEqual([{ n: 2 }]);
  expect(fallbacks).toEqual(["unnamed"]);
  await pool.query({ name: "another-probe", text: "SELECT 2 AS n" });
  expect(await prepared(pool)).toEqual([]);
  expect(fallbacks).toEqual(["unnamed"]);
});

test("a name the server connection already has is sent again unnamed", async () => {
  const { pool, fallbacks } = onePool();
  await pool.query(`PREPARE "taken-probe" AS SELECT 1 AS n`);
  const { rows } = await pool.query({ name: "taken-probe", text: "SELECT 3 AS n" });
  expect(rows).toEqual([{ n: 3 }]);
  expect(fallbacks).toEqual(["unnamed"]);
});

test("any other error is the caller's, and names stay on", async () => {
  const { pool, fallbacks } = onePool();
  await expect(pool.query({ name: "zero-probe", text: "SELECT 1 / 0 AS n" })).rejects.toThrow(
    /division by zero/,
  );
  expect(fallbacks).toEqual([]);
  await pool.query({ name: "fine-probe", text: "SELECT 1 AS n" });
  expect(await prepared(pool)).toContain("fine-probe");
});
