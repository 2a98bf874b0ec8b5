// The one Prisma client (pure-JS engine over node-postgres) and the pool behind it, which the job
// queue shares (on the embedded database there is one session, so everything must use one pool).
// Only lib/<domain> imports it.
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/generated/prisma/client";
import { errorFields, logger } from "@/lib/log/logger";
import { utcTypes } from "./pg-types";
import { pendingRide } from "./ride-along";
import { isStatementNameError } from "./statement-names";
import { assertOutsideTransaction, reportPoolUseWith, transactionScope } from "./tx-guard";

// Planner settings for this workload on a PostgreSQL server (docs/decisions/rollover.md): the data
// lives in memory, so an index lookup costs about what a sequential page does (the SSD setting,
// not the spinning-disk default of 4), and a parallel plan only takes the other core from the
// workers beside it. Without them a rollover batch's reads of a thousand orders scanned every
// customer, three times in parallel, at 100k subscriptions. (The embedded database is one session
// with no parallel workers, and takes no startup options. A transaction-mode pooler drops them when
// told to ignore `options`: there they are set per database, docs/decisions/pooler.md.)
export const PLANNER_OPTIONS = "-c random_page_cost=1.1 -c max_parallel_workers_per_gather=0";

function createPool() {
  const singleSession = process.env.DATABASE_SINGLE_SESSION === "1";
  const pool = new pg.Pool({
    connectionString: process.env.DATABASE_URL,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    types: utcTypes,
    ...(singleSession ? {} : { options: PLANNER_OPTIONS }),
  });
  // An idle connection the server closed (restart, failover) is dropped and replaced on the next
  // query; it must not take the process down.
  pool.on("error", (error) =>
    logger().error({ component: "db", ...errorFields(error) }, "idle connection lost"),
  );
  namedUntilForgotten(pool, { unnamed: singleSession });
  holdWhileRiding(pool);
  guardOpenTransactions(pool);
  return pool;
}

/**
 * Inside a transaction every statement goes through it: the pool refuses to be used from a
 * transaction's call chain while it is open (./tx-guard, docs/decisions/transactions.md).
 */
function guardOpenTransactions(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  Object.assign(pool, {
    query: (...args: unknown[]) => {
      assertOutsideTransaction("A statement");
      return query(...args);
    },
    connect: (...args: unknown[]) => {
      assertOutsideTransaction("A second connection");
      return connect(...args);
    },
  });
}

reportPoolUseWith((error) =>
  logger().error({ component: "db", ...errorFields(error) }, "pool used inside a transaction"),
);

const unheld = new WeakMap<pg.Pool, () => Promise<pg.PoolClient>>();

/**
 * While a signed-in read's caller is not decided yet (./ride-along), every statement that request
 * sends on the pool waits for the decision and fails if the caller may not read. Statements of
 * other requests and of the job queue (outside any ride) go straight through.
 */
function holdWhileRiding(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => Promise<pg.PoolClient>;
  unheld.set(pool, () => connect());
  const held =
    <T>(run: (...args: unknown[]) => Promise<T>) =>
    (...args: unknown[]) => {
      const ride = pendingRide();
      if (!ride) return run(...args);
      const callback = args.at(-1);
      const proceed = ride.mayProceed();
      if (typeof callback === "function") {
        proceed.then(() => void run(...args), callback as (error: unknown) => void);
        return undefined;
      }
      return proceed.then(() => run(...args));
    };
  Object.assign(pool, { query: held(query), connect: held(connect) });
}

/** The pool's `connect` that never waits for a ride (the ride's own batch uses it). */
export function connectUnheld(pool: pg.Pool): Promise<pg.PoolClient> {
  return (unheld.get(pool) ?? (() => pool.connect()))();
}

/**
 * The read paths send named prepared statements through `pool.query` (read-paths.md in
 * docs/decisions): PostgreSQL then keeps each one's plan, and the dashboard's statement costs
 * 0.4 ms a call instead of 2.4 ms planned afresh. A transaction-mode pooler (PgBouncer before
 * 1.21, or without `max_prepared_statements`) gives each transaction whichever server connection
 * is free, so a name prepared on one is missing on the next: on the first such error this pool
 * sends every statement unnamed from then on, and the failed one again
 * (docs/decisions/pooler.md). On the embedded database every connection is the one PGlite
 * session, where a name one connection prepared "already exists" for the next: unnamed from the
 * start. A transaction on a checked-out client asks `namesStatements` and, when a name fails in
 * it, calls `forgetStatementNames` and runs again (lib/db/raw-tx.ts).
 */
export function namedUntilForgotten(
  pool: pg.Pool,
  options: { unnamed?: boolean; onFallback?: () => void } = {},
): void {
  const state: Naming = {
    unnamed: options.unnamed ?? false,
    onFallback:
      options.onFallback ??
      (() =>
        logger().warn(
          { component: "db" },
          "the server forgot a prepared statement (DATABASE_URL is a transaction-mode pooler?): statements go unnamed from now on",
        )),
  };
  naming.set(pool, state);
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const named = (config: unknown): config is { name: string } =>
    typeof config === "object" && config !== null && "name" in config && Boolean(config.name);
  const withoutName = (config: object) => ({ ...config, name: undefined });
  Object.assign(pool, {
    query: (config: unknown, ...rest: unknown[]) => {
      if (!named(config)) return query(config, ...rest);
      if (state.unnamed || typeof rest.at(-1) === "function") {
        return query(state.unnamed ? withoutName(config) : config, ...rest);
      }
      return query(config, ...rest).catch((error: unknown) => {
        if (!isStatementNameError(error)) throw error;
        forgetStatementNames(pool);
        return query(withoutName(config), ...rest);
      });
    },
  });
}

interface Naming {
  unnamed: boolean;
  onFallback: () => void;
}

const naming = new WeakMap<pg.Pool, Naming>();

/** Whether statements on this pool's connections may be named (see namedUntilForgotten). */
export function namesStatements(pool: pg.Pool): boolean {
  return naming.get(pool)?.unnamed === false;
}

/** From now on this pool's statements go unnamed (said once in the log). */
export function forgetStatementNames(pool: pg.Pool): void {
  const state = naming.get(pool);
  if (!state || state.unnamed) return;
  state.unnamed = true;
  state.onFallback();
}

function createClient(pool: pg.Pool) {
  const client = new PrismaClient({
    adapter: new PrismaPg(pool),
    omit: { user: { passwordHash: true } },
    // Under a burst (the last minute before the deadline) a transaction waits for a pooled
    // connection instead of failing after Prisma's default 2 s.
    transactionOptions: { maxWait: 15_000, timeout: 20_000 },
  });
  scopeTransactions(client);
  return guardGlobalClient(client);
}

const RAW_STATEMENTS = new Set([
  "$queryRaw",
  "$executeRaw",
  "$queryRawUnsafe",
  "$executeRawUnsafe",
]);

/**
 * The global client's operations ask ./tx-guard first, where the caller is: Prisma runs the
 * statement later from its own queue, outside the caller's call chain, so the pool's own check
 * would not see that it was asked for inside a transaction. A transaction's own client (`tx`) is
 * another object, and goes through unchecked.
 */
function guardGlobalClient<T extends object>(client: T): T {
  const checked = <F extends (...args: never[]) => unknown>(run: F, self: object) =>
    ((...args: Parameters<F>) => {
      assertOutsideTransaction("A statement");
      return run.apply(self, args);
    }) as F;
  const delegates = new Map<string, object>();
  const guardDelegate = (name: string, delegate: object) => {
    let guarded = delegates.get(name);
    if (!guarded) {
      guarded = new Proxy(delegate, {
        get(target, operation) {
          const value: unknown = Reflect.get(target, operation, target);
          return typeof value === "function" ? checked(value as () => unknown, target) : value;
        },
      });
      delegates.set(name, guarded);
    }
    return guarded;
  };
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof property !== "string") return value;
      if (typeof value === "function") {
        const bound = value as (...args: never[]) => unknown;
        return RAW_STATEMENTS.has(property) ? checked(bound, target) : bound.bind(target);
      }
      if (value !== null && typeof value === "object" && !property.startsWith("$")) {
        return guardDelegate(property, value);
      }
      return value;
    },
  });
}

/** An interactive transaction's body runs in ./tx-guard's scope, so the pool knows it is open. */
function scopeTransactions(client: { $transaction: (...args: never[]) => unknown }): void {
  const transaction = client.$transaction.bind(client) as (...args: unknown[]) => unknown;
  Object.assign(client, {
    $transaction: (body: unknown, ...rest: unknown[]) =>
      typeof body === "function"
        ? transaction((tx: unknown) => transactionScope(() => body(tx)), ...rest)
        : transaction(body, ...rest),
  });
}

export type Db = ReturnType<typeof createClient>;

const globalForDb = globalThis as unknown as { prisma?: Db; pgPool?: pg.Pool };

export const pool: pg.Pool = globalForDb.pgPool ?? createPool();
export const db: Db = globalForDb.prisma ?? createClient(pool);
if (process.env.NODE_ENV !== "production") {
  globalForDb.prisma = db;
  globalForDb.pgPool = pool;
}

export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];
