// Typed SQL (Kysely) where Prisma's API cannot say it: set-based writes, one-statement reads,
// locks, `unnest`. The tables' types come from the migrated database (schema.generated.ts, `npm
// run db:types`; CI fails when they drift), so a wrong column, enum value or nullability fails
// `npm run typecheck`. Prisma stays for plain reads and writes.
//
// Kysely only builds the statement here: it runs on the pool (`kysely`) or inside a transaction that
// is already open (`kyselyIn(tx)`: a Prisma transaction, or the rollover's `rawTransaction`), so a
// statement joins whatever transaction its caller holds. Statements go out named until the pool
// finds itself behind a transaction-mode pooler (./statement-names, `namedUntilForgotten`).
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from "kysely";
import type pg from "pg";
import { pool } from "./index";
import { sqlValue, type RawTx } from "./raw-tx";
import { statementName } from "./statement-names";
import type { DB } from "./schema.generated";

export type { DB };

type Run = (query: CompiledQuery) => Promise<QueryResult<unknown>>;

/** Runs each statement through `run`; transactions are opened by the caller, never by Kysely. */
class RunDriver implements Driver {
  private readonly connection: DatabaseConnection;

  constructor(run: Run) {
    this.connection = {
      executeQuery: run as DatabaseConnection["executeQuery"],
      streamQuery: () => {
        throw new Error("Streaming is not used here.");
      },
    };
  }

  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection;
  }
  async beginTransaction(): Promise<void> {
    throw new Error(
      "Open the transaction with db.$transaction or rawTransaction, then kyselyIn(tx).",
    );
  }
  async commitTransaction(): Promise<void> {}
  async rollbackTransaction(): Promise<void> {}
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {}
}

function kyselyOver(run: Run): Kysely<DB> {
  return new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new RunDriver(run),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
}

/** Whether the statement answers rows (a SELECT, or a write with RETURNING). */
function answersRows(query: CompiledQuery): boolean {
  const node = query.query as { kind: string; returning?: unknown };
  return node.kind === "SelectQueryNode" || node.kind === "RawNode" || Boolean(node.returning);
}

const AFFECTING = new Set(["INSERT", "UPDATE", "DELETE", "MERGE"]);

// Statements on the pool go out named (./statement-names); behind a transaction-mode pooler the
// pool sends them unnamed (`namedUntilForgotten` in ./index).
function overPool(target: pg.Pool): Run {
  return async (query) => {
    const result = await target.query({
      name: statementName(query.sql),
      text: query.sql,
      values: query.parameters.map(sqlValue),
    });
    return {
      rows: result.rows,
      ...(AFFECTING.has(result.command) ? { numAffectedRows: BigInt(result.rowCount ?? 0) } : {}),
    };
  };
}

function overTx(tx: RawTx): Run {
  return async (query) => {
    const values = query.parameters.map(sqlValue);
    if (answersRows(query))
      return { rows: await tx.$queryRawUnsafe<unknown[]>(query.sql, ...values) };
    const affected = await tx.$executeRawUnsafe(query.sql, ...values);
    return { rows: [], numAffectedRows: BigInt(affected) };
  };
}

/** Typed statements on the pool (each its own transaction). */
export const kysely: Kysely<DB> = kyselyOver(overPool(pool));

/** Typed statements inside a transaction the caller has open. */
export function kyselyIn(tx: RawTx): Kysely<DB> {
  return kyselyOver(overTx(tx));
}
