// Set-based insert for the rollover's batches: one `INSERT … SELECT FROM unnest(…)` statement with
// one array parameter per column, however many rows. Prisma's createMany sends one parameter per
// value and costs ~10× more at a thousand rows; this is the same statement PostgreSQL's own docs
// recommend for bulk loads from an application.
import { sqlValue, type RawTx } from "./raw-tx";

/** A column's SQL type as PostgreSQL spells it (`text`, `int`, `timestamp(3)`, `"ChargeStatus"`). */
export type Columns<Row> = { [K in keyof Row]: string };

export async function insertRows<Row extends Record<string, unknown>>(
  tx: Pick<RawTx, "$executeRawUnsafe">,
  table: string,
  columns: Columns<Row>,
  rows: readonly Row[],
  options: { onConflict?: "do-nothing" | AddOnConflict<Row> } = {},
): Promise<number> {
  if (rows.length === 0) return 0;
  const names = Object.keys(columns) as (keyof Row & string)[];
  const list = names.map((name) => `"${name}"`).join(", ");
  const arrays = names.map((name, i) => `$${i + 1}::${columns[name]}[]`).join(", ");
  const conflict = conflictClause(table, options.onConflict);
  return tx.$executeRawUnsafe(
    `INSERT INTO "${table}" (${list}) SELECT * FROM unnest(${arrays})${conflict}`,
    ...names.map((name) => rows.map((row) => sqlValue(row[name]))),
  );
}

/** On a row that exists (by the `on` unique columns), add the new row's `add` columns to it. */
export interface AddOnConflict<Row> {
  on: (keyof Row & string)[];
  add: (keyof Row & string)[];
}

function conflictClause<Row>(table: string, rule?: "do-nothing" | AddOnConflict<Row>): string {
  if (!rule) return "";
  if (rule === "do-nothing") return " ON CONFLICT DO NOTHING";
  const target = rule.on.map((name) => `"${name}"`).join(", ");
  const sets = rule.add.map((name) => `"${name}" = "${table}"."${name}" + EXCLUDED."${name}"`);
  return ` ON CONFLICT (${target}) DO UPDATE SET ${sets.join(", ")}`;
}
