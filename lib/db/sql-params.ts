// Typed parameters for set-based statements: a fixed statement text whatever the number of ids
// (`= ANY($1::text[])`, never an `IN ($1, …, $n)` list that changes with each batch), and an
// instant as `timestamp(3)` where PostgreSQL cannot infer the type from a column.
import { sql, type RawBuilder } from "kysely";

/** `ANY($1::text[])`: the right side of `eb(column, "=", anyText(ids))`. */
export function anyText(values: readonly string[]): RawBuilder<string> {
  return sql<string>`ANY(${values}::text[])`;
}

/** `ANY($1::date[])` over calendar days "YYYY-MM-DD": the right side of `eb(dateColumn, "=", …)`. */
export function anyDate(days: readonly string[]): RawBuilder<Date> {
  return sql<Date>`ANY(${days}::date[])`;
}

/** A `timestamp(3)` parameter: the UTC wall time, whatever the process's time zone. */
export function at(instant: Date): RawBuilder<Date> {
  return sql<Date>`${instant}::timestamp(3)`;
}
