// Set-based insert for the rollover's batches: one `INSERT … SELECT * FROM unnest(…)` statement
// with one array parameter per column, however many rows. Prisma's createMany sends one parameter
// per value and costs ~10× more at a thousand rows; this is the same statement PostgreSQL's own
// docs recommend for bulk loads from an application. Typed: the table's columns and their values
// are checked against the generated types (`Insertable`), so a wrong column or enum value fails
// `npm run typecheck` at the caller.
import { sql, type Insertable, type Kysely } from "kysely";
import { kyselyIn, type DB } from "./kysely";
import type { RawTx } from "./raw-tx";
import { unnest } from "./unnest";

type Table = keyof DB & string;

/**
 * Each inserted column's SQL type as PostgreSQL spells it (`text`, `int`, `timestamp(3)`,
 * `"ChargeStatus"`); only the table's own columns.
 */
export type Columns<T extends Table, Row> = {
  [K in keyof Row]: K extends keyof DB[T] ? string : never;
};

/** On a row that exists (by the `on` unique columns), add the new row's `add` columns to it. */
export interface AddOnConflict<Row> {
  on: (keyof Row & string)[];
  add: (keyof Row & string)[];
}

// Inside this generic function the builder cannot know which table `T` is; the signature checks
// the columns and values at each call, so the statement is built over an untyped view.
type Untyped = Kysely<Record<string, Record<string, unknown>>>;

export async function insertRows<T extends Table, Row extends Insertable<DB[T]>>(
  tx: RawTx,
  table: T,
  columns: Columns<T, Row>,
  rows: readonly Row[],
  options: { onConflict?: "do-nothing" | AddOnConflict<Row> } = {},
): Promise<number> {
  if (rows.length === 0) return 0;
  const k = kyselyIn(tx) as unknown as Untyped;
  const into: string = table;
  const names = Object.keys(columns);
  const rule = options.onConflict;
  const result = await k
    .insertInto(into)
    .columns(names)
    .expression((eb) =>
      eb
        .selectFrom(
          unnest("v", columns as Record<string, string>, rows as Record<string, unknown>[]),
        )
        .selectAll(),
    )
    .$if(rule === "do-nothing", (q) => q.onConflict((oc) => oc.doNothing()))
    .$if(typeof rule === "object", (q) => {
      const { on, add } = rule as AddOnConflict<Row>;
      return q.onConflict((oc) =>
        oc
          .columns(on)
          .doUpdateSet(
            Object.fromEntries(
              add.map((name) => [
                name,
                sql`${sql.ref(`${into}.${name}`)} + ${sql.ref(`excluded.${name}`)}`,
              ]),
            ),
          ),
      );
    })
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
