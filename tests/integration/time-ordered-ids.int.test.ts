// Rows written by the thousand get UUIDv7 ids (lib/db/ids.ts), in JavaScript and in SQL: valid
// version-7 UUIDs, unique, and in the order they were made, so new keys append to their index.
import { pool } from "@/lib/db";
import { timeOrderedId, timeOrderedIdSql } from "@/lib/db/ids";
import { kysely } from "@/lib/db/kysely";

afterAll(() => pool.end());

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const millis = (id: string) => parseInt(id.slice(0, 8) + id.slice(9, 13), 16);

test("in JavaScript: version 7, unique, sorted as made, stamped with the time", () => {
  const before = Date.now();
  const ids = Array.from({ length: 5_000 }, timeOrderedId);
  const after = Date.now();
  for (const id of ids) expect(id).toMatch(UUID_V7);
  expect(new Set(ids).size).toBe(ids.length);
  expect([...ids].sort()).toEqual(ids);
  expect(millis(ids[0])).toBeGreaterThanOrEqual(before);
  expect(millis(ids.at(-1)!)).toBeLessThanOrEqual(after);
});

/** The database server's clock in milliseconds (the tests' own clock may be set elsewhere). */
async function serverMillis(): Promise<number> {
  const { rows } = await pool.query<{ ms: number }>(
    "SELECT floor(extract(epoch FROM clock_timestamp()) * 1000)::float8 AS ms",
  );
  return rows[0].ms;
}

test("in SQL: version 7, unique, stamped with the server's clock, later ones sort later", async () => {
  const before = await serverMillis();
  const { rows } = await pool.query<{ id: string; n: number }>(
    `SELECT ${timeOrderedIdSql().compile(kysely).sql} AS id, n FROM generate_series(1, 5000) AS n ORDER BY n`,
  );
  const after = await serverMillis();
  for (const row of rows) {
    expect(row.id).toMatch(UUID_V7);
    // The server's clock: stamped while the statement ran.
    expect(millis(row.id)).toBeGreaterThanOrEqual(before - 1);
    expect(millis(row.id)).toBeLessThanOrEqual(after + 1);
  }
  expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  // Made later, never stamped earlier (within one millisecond the tail is random).
  for (let i = 1; i < rows.length; i++)
    expect(millis(rows[i].id)).toBeGreaterThanOrEqual(millis(rows[i - 1].id));
});
