// A transaction on one pooled connection that speaks only SQL, for the rollover's batch phases.
// Prisma's raw queries cost more in this process than in PostgreSQL at a thousand-row batch: every
// array parameter is encoded through its query engine and back (about a third of a batch's time
// in a worker profile). The same statements on the pg client cost a fraction of it.
//
// `RawTx` is the part of a Prisma transaction these phases use, so code written against it runs
// in either: the rollover's own `rawTransaction`, or a caller's Prisma transaction (a webhook
// storing its event id with the effect).
import type pg from "pg";
import { Prisma } from "@/generated/prisma/client";
import { pool } from "./index";

type SqlQuery = TemplateStringsArray | Prisma.Sql;

export interface RawTx {
  $queryRaw<T = unknown>(query: SqlQuery, ...values: unknown[]): Promise<T>;
  $executeRaw(query: SqlQuery, ...values: unknown[]): Promise<number>;
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>;
}

/**
 * Runs `work` in one READ COMMITTED transaction on a pooled connection: committed when it
 * returns, rolled back when it throws (and the connection dropped if the rollback fails too).
 */
export async function rawTransaction<T>(work: (tx: RawTx) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query("BEGIN ISOLATION LEVEL READ COMMITTED");
    const result = await work(overClient(client));
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch((rollback: unknown) => {
      broken = rollback instanceof Error ? rollback : new Error(String(rollback));
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

function overClient(client: pg.PoolClient): RawTx {
  const run = (text: string, values: unknown[]) => client.query(text, values.map(sqlValue));
  const rows = async <T>(text: string, values: unknown[]) => (await run(text, values)).rows as T;
  const count = async (text: string, values: unknown[]) => (await run(text, values)).rowCount ?? 0;
  const compiled = (query: SqlQuery, values: unknown[]) =>
    query instanceof Prisma.Sql ? query : Prisma.sql(query, ...values);
  return {
    $queryRaw: <T>(query: SqlQuery, ...values: unknown[]) => {
      const sql = compiled(query, values);
      return rows<T>(sql.text, sql.values);
    },
    $executeRaw: (query: SqlQuery, ...values: unknown[]) => {
      const sql = compiled(query, values);
      return count(sql.text, sql.values);
    },
    $queryRawUnsafe: <T>(text: string, ...values: unknown[]) => rows<T>(text, values),
    $executeRawUnsafe: (text: string, ...values: unknown[]) => count(text, values),
  };
}

/**
 * A parameter as these statements send it. Prisma keeps DateTime as UTC `timestamp(3)`: an ISO
 * string keeps the UTC wall time whatever the process's time zone (a Date would be sent with the
 * local offset, which a `timestamp` column drops).
 */
export function sqlValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(sqlValue);
  return value ?? null;
}
