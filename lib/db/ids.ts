// Ids for rows written by the thousand (the rollover's items, charges, invoices, notifications and
// ledger entries): UUIDv7, whose first 48 bits are the time in milliseconds, so each new key lands
// at the right edge of its primary-key index. A random UUID lands on a random page of an index
// that no longer fits in memory at 100k orders: inserting a batch's order items took about twice
// as long. Same text column and the same uniqueness as a random UUID.
import { sql, type RawBuilder } from "kysely";
import { v5, v7 } from "uuid";

export const timeOrderedId = (): string => v7();

const DERIVED = "0f4c1e52-7a1d-4d0b-9a57-3c1f7d2a9b64";

/**
 * A deterministic id in `parent`'s millisecond (a UUIDv7): the same parent and seed always give the
 * same id, so work redone after a crash (expanding a fan-out job) finds what it already wrote.
 */
export function derivedTimeOrderedId(parent: string, seed: string): string {
  return `${parent.slice(0, 14)}7${v5(seed, DERIVED).slice(15)}`;
}

/**
 * The same in SQL, for rows created by a set-based INSERT … SELECT: the clock's milliseconds (12 hex
 * digits) followed by a random UUID's last 22 characters, whose version digit becomes 7. One
 * expression, not a subquery: PostgreSQL would run an uncorrelated subquery once per statement.
 */
export function timeOrderedIdSql(): RawBuilder<string> {
  return sql<string>`regexp_replace(
    lpad(to_hex(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint), 12, '0')
      || substr(gen_random_uuid()::text, 15),
    '^(.{8})(.{4})4', ${sql.lit("\\1-\\2-7")})`;
}
