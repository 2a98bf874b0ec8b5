// The one Prisma client (pure-JS engine over node-postgres) and the pool behind it, which the job
// queue shares (on the embedded database there is one session, so everything must use one pool).
// Only lib/<domain> imports it.
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/generated/prisma/client";

// Planner settings for this workload on a PostgreSQL server (docs/decisions/rollover.md): the data
// lives in memory, so an index lookup costs about what a sequential page does (the SSD setting,
// not the spinning-disk default of 4), and a parallel plan only takes the other core from the
// workers beside it. Without them a rollover batch's reads of a thousand orders scanned every
// customer, three times in parallel, at 100k subscriptions. (The embedded database is one session
// with no parallel workers, and takes no startup options.)
export const PLANNER_OPTIONS = "-c random_page_cost=1.1 -c max_parallel_workers_per_gather=0";

function createPool() {
  const singleSession = process.env.DATABASE_SINGLE_SESSION === "1";
  const pool = new pg.Pool({
    connectionString: process.env.DATABASE_URL,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    ...(singleSession ? {} : { options: PLANNER_OPTIONS }),
  });
  // An idle connection the server closed (restart, failover) is dropped and replaced on the next
  // query; it must not take the process down.
  pool.on("error", (error) => console.error("[db] idle connection lost:", error.message));
  if (singleSession) sendStatementsUnnamed(pool);
  return pool;
}

// The read paths send named prepared statements (docs/decisions/read-paths.md). On the embedded
// database (`npm start` sets DATABASE_SINGLE_SESSION) every pooled connection is the same PGlite
// session, so a name one connection prepared "already exists" for the next: there they go unnamed.
function sendStatementsUnnamed(pool: pg.Pool) {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  Object.assign(pool, {
    query: (config: unknown, ...rest: unknown[]) =>
      query(
        typeof config === "object" && config !== null && "name" in config
          ? { ...config, name: undefined }
          : config,
        ...rest,
      ),
  });
}

function createClient(pool: pg.Pool) {
  return new PrismaClient({
    adapter: new PrismaPg(pool),
    omit: { user: { passwordHash: true } },
    // Under a burst (the last minute before the deadline) a transaction waits for a pooled
    // connection instead of failing after Prisma's default 2 s.
    transactionOptions: { maxWait: 15_000, timeout: 20_000 },
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
