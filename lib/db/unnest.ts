// Rows sent to a set-based statement as one array parameter per column:
// `unnest($1::text[], $2::int[]) AS v(id, total)`, a table the statement can join or update from.
// However many rows, one statement with a fixed text (so one plan), never one statement per row.
import { sql, type AliasedRawBuilder } from "kysely";

/** Each column's SQL type as PostgreSQL spells it (`text`, `int`, `boolean`, `timestamp(3)`). */
export type UnnestColumns<Row> = { [K in keyof Row]: string };

export function unnest<Row extends Record<string, unknown>, Alias extends string>(
  alias: Alias,
  columns: UnnestColumns<Row>,
  rows: readonly Row[],
): AliasedRawBuilder<Row, Alias> {
  const names = Object.keys(columns) as (keyof Row & string)[];
  const arrays = names.map(
    (name) => sql`${rows.map((row) => row[name])}::${sql.raw(columns[name])}[]`,
  );
  return sql<Row>`unnest(${sql.join(arrays)})`.as<Alias>(
    sql`${sql.ref(alias)}(${sql.join(names.map((name) => sql.ref(name)))})`,
  );
}
