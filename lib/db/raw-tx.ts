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
import { completedBefore, queryBatch, type BatchStatement } from "./batch";
import { forgetStatementNames, namesStatements, pool } from "./index";
import { isStatementNameError, statementName } from "./statement-names";
import { transactionScope } from "./tx-guard";

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
 *
 * `named`: its statements go out named, as the pool's do, so PostgreSQL keeps their plans (a meal
 * save's locking update and replacement were planned afresh on every save). For the small, hot
 * transactions of a request; the rollover's batches (thousand-element arrays) keep a plan made for
 * each batch's values. Behind a transaction-mode pooler a name can meet a server connection that
 * never prepared it: the transaction is then rolled back and run again with every statement
 * unnamed, as the pool's are from then on.
 */
export async function rawTransaction<T>(
  work: (tx: RawTx) => Promise<T>,
  options: { named?: boolean; pool?: pg.Pool } = {},
): Promise<T> {
  return (await rawTransactionThenRead(work, null, options)).result;
}

/**
 * As rawTransaction, and `read` (a statement the answer needs) goes out with the COMMIT, in the
 * same round trip, on the same connection: it sees what the transaction wrote. Its rows come back
 * beside the work's result, or null when the caller must read them itself (the read failed after
 * the commit: the writes stand).
 */
export async function rawTransactionThenRead<T>(
  work: (tx: RawTx) => Promise<T>,
  read: BatchStatement | null,
  options: { named?: boolean; pool?: pg.Pool } = {},
): Promise<{ result: T; read: pg.QueryResult | null }> {
  const target = options.pool ?? pool;
  const named = options.named === true && namesStatements(target);
  try {
    return await attempt(target, work, named, read);
  } catch (error) {
    if (!named || !isStatementNameError(error)) throw error;
    forgetStatementNames(target);
    return attempt(target, work, false, read && { ...read, name: undefined });
  }
}

const BEGIN: BatchStatement = { text: "BEGIN ISOLATION LEVEL READ COMMITTED", values: [] };

const COMMIT: BatchStatement = { text: "COMMIT", values: [] };

async function attempt<T>(
  target: pg.Pool,
  work: (tx: RawTx) => Promise<T>,
  named: boolean,
  read: BatchStatement | null,
): Promise<{ result: T; read: pg.QueryResult | null }> {
  const client = await target.connect();
  // BEGIN goes out with the transaction's first statement, in one round trip (./batch); a
  // transaction that sent nothing has nothing to commit.
  const opened = { begun: false };
  let broken: Error | undefined;
  try {
    const tx = overClient(client, named, opened);
    const result = await transactionScope(() => work(tx));
    if (!opened.begun) return { result, read: read && (await client.query(read)) };
    if (!read) {
      await client.query("COMMIT");
      return { result, read: null };
    }
    try {
      const [, answer] = await queryBatch(client, [COMMIT, read]);
      return { result, read: answer };
    } catch (error) {
      // Committed, then the read failed: the writes stand, and the caller reads again.
      if (completedBefore(error) >= 1) return { result, read: null };
      throw error;
    }
  } catch (error) {
    if (opened.begun) {
      await client.query("ROLLBACK").catch((rollback: unknown) => {
        broken = rollback instanceof Error ? rollback : new Error(String(rollback));
      });
    }
    throw error;
  } finally {
    client.release(broken);
  }
}

function overClient(client: pg.PoolClient, named: boolean, opened: { begun: boolean }): RawTx {
  const run = async (text: string, values: unknown[]): Promise<pg.QueryResult> => {
    const statement = {
      name: named ? statementName(text) : undefined,
      text,
      values: values.map(sqlValue),
    };
    if (opened.begun) return client.query(statement);
    opened.begun = true;
    const [, result] = await queryBatch(client, [BEGIN, statement]);
    return result;
  };
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
