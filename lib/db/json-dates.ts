// The read statements (docs/decisions/read-paths.md) return rows as JSON, where a timestamp is
// text: selected `AT TIME ZONE 'UTC'` it carries its offset, and a date column is "YYYY-MM-DD",
// which `new Date` reads as UTC midnight, as Prisma reads a date column. These turn them back.
import { sql, type Expression, type RawBuilder } from "kysely";

/** What a row type becomes in JSON: each Date a string, nested objects likewise. */
export type Json<T> = {
  [K in keyof T]: T[K] extends Date
    ? string
    : T[K] extends Date | null
      ? string | null
      : T[K] extends object | null
        ? Json<T[K]>
        : T[K];
};

export function jsonDate(value: string): Date;
export function jsonDate(value: string | null): Date | null;
export function jsonDate(value: string | null): Date | null {
  return value === null ? null : new Date(value);
}

/**
 * A `timestamp` column as PostgreSQL should write it into JSON it builds: as `timestamptz`, with
 * its offset (the column holds UTC wall time, which JSON would carry without one). Read it back
 * with `jsonDate`.
 */
export function utcText<T extends Date | null>(
  column: Expression<T>,
): RawBuilder<string | Exclude<T, Date>> {
  return sql<string | Exclude<T, Date>>`${column} AT TIME ZONE 'UTC'`;
}
