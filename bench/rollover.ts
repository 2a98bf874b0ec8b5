// Rollover benchmark: the whole weekly rollover (create, lock, fill, price, charge, invoice) of N
// active subscriptions on a real PostgreSQL, with the offline card provider, worked by 1 or 2
// separate worker processes.
//
//   npm run bench:rollover                              # N = 10k, 50k, 100k × 1 and 2 workers
//   npm run bench:rollover -- --sizes 2000 --workers 1  # quick run
//   npm run bench:rollover -- --profile --sizes 10000   # + each phase of one batch timed alone
//   (--keep leaves the databases; --reuse starts from the ones a --keep run left)
//
// - BENCH_PG_URL (postgresql://meals:meals@127.0.0.1:5432/, a superuser) is the server. The bench
//   owns the databases meals_bench_rollover* and drops them at the end (--keep leaves them).
// - Once per invocation: a fresh meals_bench_rollover, migrated and seeded like the app's, and the
//   pg-boss schema created. Per size N: a template database with N more active subscriptions
//   (set-based SQL) for the seeded week after "upcoming" (every other week is marked rolled over).
//   Per measured run: a copy of that template, W workers (`npx tsx scripts/worker.ts`,
//   WORKER_CONCURRENCY=1, JOBS_SCHEDULE=0) waiting for jobs, then runRollover() here with `now` the
//   week's deadline + 5 min. This process only queues and waits: it never works a batch.
// - Measured: wall clock from runRollover() to its return ("done": every order of the week PAID or
//   PAYMENT_FAILED and the week rolled over). Then checked: PAID + PAYMENT_FAILED = N, one
//   SUCCEEDED charge per paid order with a total, none per failed or $0 order, no order LOCKED.
// - ROLLOVER_BATCH_SIZE (1000) is passed to the rollover and the workers.
// Prints a table; exit code 1 when a run failed its checks.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";

const { values: args } = parseArgs({
  options: {
    sizes: { type: "string", default: "10000,50000,100000" },
    workers: { type: "string", default: "1,2" },
    profile: { type: "boolean", default: false },
    keep: { type: "boolean", default: false },
    reuse: { type: "boolean", default: false },
  },
});
const list = (value: string) =>
  value
    .split(",")
    .map((v) => Number(v.trim()))
    .filter((v) => Number.isInteger(v) && v > 0);
const SIZES = list(args.sizes);
const WORKERS = list(args.workers);
const BATCH_SIZE = Number(process.env.ROLLOVER_BATCH_SIZE ?? 1000);
const SERVER = (process.env.BENCH_PG_URL ?? "postgresql://meals:meals@127.0.0.1:5432/").replace(
  /\/[^/]*$/,
  "/",
);
const BASE_DB = "meals_bench_rollover";
const RUN_DB = `${BASE_DB}_run`;
const templateDb = (n: number) => `${BASE_DB}_n${n}`;
const urlOf = (database: string) => SERVER + database;
const OUTBOX = mkdtempSync(path.join(os.tmpdir(), "bench-rollover-outbox-"));

// The app modules read these when first imported: this process talks to the run's database, never
// schedules, and writes no mail into the project.
process.env.DATABASE_URL = urlOf(RUN_DB);
process.env.JOBS_SCHEDULE = "0";
process.env.OUTBOX_DIR = OUTBOX;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (fromMs: number) => (performance.now() - fromMs) / 1000;
const log = (message: string) => console.log(`[bench] ${message}`);

// ---------------------------------------------------------------------------------------------
// Databases

async function withClient<T>(database: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: urlOf(database) });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const admin = <T>(run: (client: pg.Client) => Promise<T>) => withClient("postgres", run);

async function dropDb(name: string) {
  await admin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

async function dbExists(name: string): Promise<boolean> {
  const { rows } = await admin((c) =>
    c.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]),
  );
  return rows.length > 0;
}

async function cloneDb(name: string, template: string) {
  await dropDb(name);
  await admin((c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
}

function run(command: string, argv: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { env: { ...process.env, ...env }, stdio: "pipe" });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${argv.join(" ")} exited ${code}\n${output.slice(-4000)}`)),
    );
  });
}

interface TargetWeek {
  id: string;
  start: string;
  now: Date;
}

/** A fresh database, migrated and seeded like the app's, with the queue's schema in place. */
async function prepareBase(): Promise<TargetWeek> {
  const { addWeeks, orderDeadline, upcomingWeekStart } = await import("@/lib/clock");
  const started = performance.now();
  if (!(args.reuse && (await dbExists(BASE_DB)))) {
    await dropDb(BASE_DB);
    await admin((c) => c.query(`CREATE DATABASE "${BASE_DB}"`));
    const env = { DATABASE_URL: urlOf(BASE_DB), CHECKPOINT_DISABLE: "1" };
    await run("npx", ["prisma", "migrate", "deploy"], env);
    const seeded = await run("npx", ["tsx", "prisma/seed.ts"], env);
    log(seeded.trim().split("\n").at(-1) ?? "seeded");
    // pg-boss creates its schema and queues on first start: once here, not in the measured runs.
    await stopWorkers([await startWorker(BASE_DB, 0)]);
  }

  const start = addWeeks(upcomingWeekStart(new Date()), 1);
  const week = await withClient(BASE_DB, async (c) => {
    const { rows } = await c.query<{ id: string; dishes: string }>(
      `SELECT w.id, count(m.id) AS dishes FROM "Week" w LEFT JOIN "WeekMenu" m ON m."weekId" = w.id
       WHERE w."startDate" = $1::date GROUP BY w.id`,
      [start],
    );
    if (rows.length === 0 || Number(rows[0].dishes) === 0)
      throw new Error(`The seed made no week ${start} with a menu.`);
    // Only the bench's week is due: the catch-up must not touch the others.
    await c.query(
      `UPDATE "Week" SET "rolledOverAt" = now() WHERE id <> $1 AND "rolledOverAt" IS NULL`,
      [rows[0].id],
    );
    return rows[0];
  });
  // Thursday 12:05 AM Toronto, five minutes after the week's Wednesday 11:59 PM deadline.
  const now = new Date(orderDeadline(start).getTime() + 5 * 60_000);
  log(
    `base database ready in ${seconds(started).toFixed(1)} s: week ${start}, now ${now.toISOString()}`,
  );
  return { id: week.id, start, now };
}

const FAKE_HASH = "$argon2id$v=19$m=19456,t=2,p=1$YmVuY2hiZW5jaA$bm90LWEtcmVhbC1oYXNoLWF0LWFsbC4";

/**
 * N active subscribers for the week, set-based: a customer (some with allergen exclusions, some
 * with credit, a few with a coupon, a gift balance or a referrer), an address, a card (2 % that
 * the bank declines at charge time) and a subscription each; the even ones chose all their meals
 * (an OPEN order with complete items), the odd ones have no order (the rollover creates and fills
 * it).
 */
async function seedSubscribers(client: pg.Client, n: number, week: TargetWeek) {
  const deadline = new Date(week.now.getTime() - 5 * 60_000);
  const before = new Date(deadline.getTime() - 2 * 86_400_000); // chosen on the Monday
  const joined = new Date(deadline.getTime() - 60 * 86_400_000);
  const q = (text: string, values: unknown[] = []) => client.query(text, values);
  await q("BEGIN");
  await q(
    `INSERT INTO "User" (id, email, "passwordHash", "firstName", "lastName", phone, status,
       "onboardingStatus", "onboardingCompletedAt", "isNew", "deliveryDay", "deliveryTime",
       "balanceCents", "allergenExclusions", "referralCode", "createdAt", "updatedAt")
     SELECT 'bench_u_' || i, 'bench' || i || '@example.com', $2, 'Bench', 'Customer ' || i,
       '416-555-' || lpad((i % 10000)::text, 4, '0'), 'active', 'complete', $3, false,
       (CASE WHEN i % 3 = 0 THEN 'THURSDAY' ELSE 'MONDAY' END)::"DeliveryDay", '16-20',
       CASE WHEN i % 50 = 0 THEN -25000            -- credit covers the order: $0, no charge
            WHEN i % 10 = 0 THEN -(500 + (i % 7) * 250)
            ELSE 0 END,
       CASE WHEN i % 20 = 1 THEN ARRAY['Milk']
            WHEN i % 20 = 3 THEN ARRAY['Wheat/Gluten', 'Sesame']
            WHEN i % 50 = 5 THEN ARRAY['Fish', 'Shellfish', 'Milk']
            ELSE ARRAY[]::text[] END,
       'BENCH' || i, $3, $3
     FROM generate_series(1, $1::int) AS i`,
    [n, FAKE_HASH, joined],
  );
  await q(
    `INSERT INTO "UserRole" ("userId", "roleId")
     SELECT 'bench_u_' || i, r.id FROM generate_series(1, $1::int) AS i, "Role" r
     WHERE r.slug = 'customer'`,
    [n],
  );
  await q(
    `INSERT INTO "Address" (id, "userId", street, city, unit, province, "postalCode", phone,
       "isDefault", "createdAt", "updatedAt")
     SELECT 'bench_a_' || i, 'bench_u_' || i, (i % 900 + 1) || ' King St W', 'Toronto',
       CASE WHEN i % 2 = 0 THEN (i % 40 + 1)::text END, 'ON', 'M5V 2T6', '416-555-0100', true,
       $2, $2
     FROM generate_series(1, $1::int) AS i`,
    [n, joined],
  );
  await q(
    `INSERT INTO "PaymentMethod" (id, "userId", provider, "providerPaymentMethodId", brand, last4,
       "expMonth", "expYear", "nameOnCard", "isDefault", "createdAt")
     SELECT 'bench_pm_' || i, 'bench_u_' || i, 'offline',
       CASE WHEN i % 50 = 7 THEN 'pm_card_chargeCustomerFail' ELSE 'pm_card_visa' END,
       'visa', CASE WHEN i % 50 = 7 THEN '0341' ELSE '4242' END,
       12, $2::int, 'Bench Customer', true, $3
     FROM generate_series(1, $1::int) AS i`,
    [n, deadline.getUTCFullYear() + 3, joined],
  );
  await q(
    `INSERT INTO "Subscription" (id, "userId", "planId", status, "deliveryDay", "deliveryTime",
       "startsOn", "createdAt", "updatedAt")
     SELECT 'bench_s_' || i, 'bench_u_' || i, p.id, 'ACTIVE',
       (CASE WHEN i % 3 = 0 THEN 'THURSDAY' ELSE 'MONDAY' END)::"DeliveryDay", '16-20',
       $2::date - 14, $3, $3
     FROM generate_series(1, $1::int) AS i
     JOIN (SELECT id, row_number() OVER (ORDER BY "sortOrder") - 1 AS k FROM "Plan") p
       ON p.k = i % 4`,
    [n, week.start, joined],
  );
  // The customers who chose all their meals: complete orders, mostly one of each, two doubled up.
  await q(
    `INSERT INTO "WeeklyOrder" (id, number, "userId", "subscriptionId", "weekId", "planId",
       "addressId", status, "mealsCount", "deliveryDay", "deliveryTime", "createdAt", "updatedAt")
     SELECT md5('bench_o_' || i)::uuid::text, 'LK-' || nextval('weekly_order_number_seq'),
       s."userId", s.id, $2, s."planId", 'bench_a_' || i, 'OPEN', p."mealsPerWeek",
       s."deliveryDay", s."deliveryTime", $3, $3
     FROM generate_series(2, $1::int, 2) AS i
     JOIN "Subscription" s ON s.id = 'bench_s_' || i
     JOIN "Plan" p ON p.id = s."planId"`,
    [n, week.id, before],
  );
  await q(
    `WITH menu AS (
       SELECT "dishId", row_number() OVER (ORDER BY "sortingOrder") - 1 AS k,
         count(*) OVER () AS size
       FROM "WeekMenu" WHERE "weekId" = $2)
     INSERT INTO "OrderItem" (id, "orderId", "dishId", quantity, slot)
     SELECT gen_random_uuid()::text, o.id, m."dishId", CASE WHEN j < 2 THEN 2 ELSE 1 END, 'SINGLE'
     FROM generate_series(2, $1::int, 2) AS i
     JOIN "WeeklyOrder" o ON o.id = md5('bench_o_' || i)::uuid::text
     CROSS JOIN LATERAL generate_series(0, o."mealsCount" - 3) AS j
     JOIN menu m ON m.k = (i / 2 * 7 + j) % m.size`,
    [n, week.id],
  );
  // A few promotions, so pricing and settling walk every path: 5 % with a recurring coupon,
  // 5 % with a first-order one, 0.5 % with a gift balance, 1 % referred by another subscriber.
  await q(
    `INSERT INTO "CouponRedemption" (id, "couponId", "userId", "subscriptionId", "createdAt")
     SELECT gen_random_uuid()::text, c.id, 'bench_u_' || i, 'bench_s_' || i, $2
     FROM generate_series(1, $1::int) AS i
     JOIN "Coupon" c ON c.code = CASE WHEN i % 20 = 4 THEN 'SAVE10' WHEN i % 20 = 9 THEN 'WELCOME50' END`,
    [n, joined],
  );
  await q(
    `INSERT INTO "GiftCode" (id, code, "initialCents", "balanceCents", "purchaserEmail",
       "redeemedById", "redeemedAt", "createdAt")
     SELECT gen_random_uuid()::text, 'BENCH-GIFT-' || i, 5000, 2500, 'gifts@example.com',
       'bench_u_' || i, $2, $2
     FROM generate_series(11, $1::int, 200) AS i`,
    [n, joined],
  );
  await q(
    `INSERT INTO "Referral" (id, "referrerId", "referredUserId", code, status, "createdAt")
     SELECT gen_random_uuid()::text, 'bench_u_' || (i - 1), 'bench_u_' || i, 'BENCH' || (i - 1),
       'PENDING', $2
     FROM generate_series(13, $1::int, 100) AS i`,
    [n, joined],
  );
  await q("COMMIT");
  await q("VACUUM ANALYZE");
}

async function hasWeek(database: string, weekId: string): Promise<boolean> {
  const { rowCount } = await withClient(database, (c) =>
    c.query(`SELECT 1 FROM "Week" WHERE id = $1`, [weekId]),
  );
  return rowCount === 1;
}

async function prepareTemplate(n: number, week: TargetWeek) {
  const started = performance.now();
  // A template holds the ids of the base it was cloned from: reused only with that same base.
  if (args.reuse && (await dbExists(templateDb(n))) && (await hasWeek(templateDb(n), week.id)))
    return;
  await cloneDb(templateDb(n), BASE_DB);
  await withClient(templateDb(n), (c) => seedSubscribers(c, n, week));
  log(`template with ${n} subscribers ready in ${seconds(started).toFixed(1)} s`);
}

// ---------------------------------------------------------------------------------------------
// Worker processes

interface Worker {
  child: ChildProcess;
  logs: () => string;
}

function startWorker(database: string, index: number): Promise<Worker> {
  // BENCH_WORKER_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") runs the worker under
  // plain node with those flags, to see where it spends its time.
  const nodeArgs = process.env.BENCH_WORKER_NODE_ARGS?.split(" ").filter(Boolean);
  const [command, argv] = nodeArgs
    ? ["node", [...nodeArgs, "--import", "tsx", "scripts/worker.ts"]]
    : ["npx", ["tsx", "scripts/worker.ts"]];
  const child = spawn(command, argv, {
    env: {
      ...process.env,
      DATABASE_URL: urlOf(database),
      JOBS_SCHEDULE: "0",
      WORKER_CONCURRENCY: "1",
      ROLLOVER_BATCH_SIZE: String(BATCH_SIZE),
      OUTBOX_DIR: path.join(OUTBOX, `worker-${index}`),
      ROLLOVER_CRASH_AT: "",
    },
    detached: true, // its own process group, so stopping it also stops the node that npx starts
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Mail lines go by the thousand: keep only the tail, for errors.
  let tail = "";
  const keep = (chunk: Buffer) => (tail = (tail + chunk.toString()).slice(-4000));
  child.stderr?.on("data", keep);
  const worker = { child, logs: () => tail };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker did not start:\n${tail}`)), 90_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      keep(chunk);
      if (tail.includes("[worker] taking jobs")) {
        clearTimeout(timer);
        resolve(worker);
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`worker exited ${code} before taking jobs:\n${tail}`));
    });
  });
}

async function stopWorkers(workers: Worker[]) {
  await Promise.all(
    workers.map(async ({ child }) => {
      const gone = () => child.exitCode !== null || child.signalCode !== null;
      if (gone() || child.pid === undefined) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      const signal = (name: NodeJS.Signals) => {
        try {
          process.kill(-child.pid!, name);
        } catch {
          // already gone
        }
      };
      signal("SIGTERM");
      const timeout = sleep(10_000).then(() => "timeout");
      if ((await Promise.race([exited, timeout])) === "timeout" && !gone()) {
        signal("SIGKILL");
        await Promise.race([exited, sleep(5_000)]);
      }
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// One measured run

interface Timeline {
  locked?: number;
  firstSettled?: number;
}

/**
 * Watches the week from the side (own connection, two index probes a second, and none once the
 * first order is paid) to split the preparation from the batches without loading the server.
 */
function watch(weekId: string, started: number) {
  const timeline: Timeline = {};
  let stop = false;
  const done = withClient(RUN_DB, async (c) => {
    const seen = async (statuses: string[]) =>
      (
        await c.query(
          `SELECT EXISTS (SELECT 1 FROM "WeeklyOrder" WHERE "weekId" = $1
             AND status = ANY($2::"OrderStatus"[])) AS yes`,
          [weekId, statuses],
        )
      ).rows[0].yes === true;
    // A batch that throws is retried by the queue and the run waits on: say why at once.
    let reported = false;
    const reportFailedBatch = async () => {
      const { rows } = await c.query(
        `SELECT output->>'message' AS message FROM pgboss.job
          WHERE name = 'rollover.batch' AND retry_count > 0 AND output IS NOT NULL LIMIT 1`,
      );
      if (rows[0]) {
        reported = true;
        log(`a batch failed and will be retried: ${String(rows[0].message).slice(0, 300)}`);
      }
    };
    while (!stop) {
      if (timeline.locked === undefined && (await seen(["LOCKED"])))
        timeline.locked = seconds(started);
      if (timeline.firstSettled === undefined && timeline.locked !== undefined) {
        if (await seen(["PAID", "PAYMENT_FAILED"])) timeline.firstSettled = seconds(started);
      }
      if (!reported) await reportFailedBatch();
      await sleep(1000);
    }
  });
  return {
    timeline,
    stop: async () => {
      stop = true;
      await done;
    },
  };
}

interface Check {
  paid: number;
  failed: number;
  zero: number;
  expectedFailed: number;
  otherOrders: number;
  problems: string[];
}

async function verify(n: number, weekId: string): Promise<Check> {
  return withClient(RUN_DB, async (c) => {
    const one = async (sql: string) =>
      Number(Object.values((await c.query(sql, [weekId])).rows[0] ?? { n: 0 })[0]);
    const bench = `o."weekId" = $1 AND o."userId" LIKE 'bench\\_u\\_%'`;
    const paid = await one(
      `SELECT count(*) FROM "WeeklyOrder" o WHERE ${bench} AND status = 'PAID'`,
    );
    const failed = await one(
      `SELECT count(*) FROM "WeeklyOrder" o WHERE ${bench} AND status = 'PAYMENT_FAILED'`,
    );
    const zero = await one(
      `SELECT count(*) FROM "WeeklyOrder" o WHERE ${bench} AND status = 'PAID' AND "totalCents" = 0`,
    );
    const expectedFailed = await one(
      `SELECT count(*) FROM "WeeklyOrder" o JOIN "PaymentMethod" pm ON pm."userId" = o."userId"
       WHERE ${bench} AND pm."providerPaymentMethodId" = 'pm_card_chargeCustomerFail'
         AND o."totalCents" > 0`,
    );
    const otherOrders = await one(
      `SELECT count(*) FROM "WeeklyOrder" o WHERE o."weekId" = $1 AND o."userId" NOT LIKE 'bench\\_u\\_%'`,
    );
    const checks: [string, string][] = [
      [
        "week not rolled over",
        `SELECT count(*) FROM "Week" WHERE id = $1 AND "rolledOverAt" IS NULL`,
      ],
      [
        "orders neither PAID nor PAYMENT_FAILED (nor CANCELLED)",
        `SELECT count(*) FROM "WeeklyOrder" o WHERE o."weekId" = $1
           AND status NOT IN ('PAID', 'PAYMENT_FAILED', 'CANCELLED')`,
      ],
      [
        "orders LOCKED",
        `SELECT count(*) FROM "WeeklyOrder" o WHERE o."weekId" = $1 AND status = 'LOCKED'`,
      ],
      [
        "paid orders with a total and not exactly one SUCCEEDED charge",
        `SELECT count(*) FROM "WeeklyOrder" o WHERE o."weekId" = $1 AND o.status = 'PAID'
           AND o."totalCents" > 0 AND (SELECT count(*) FROM "Charge" c
             WHERE c."orderId" = o.id AND c.status = 'SUCCEEDED') <> 1`,
      ],
      [
        "charges SUCCEEDED on a failed or $0 order",
        `SELECT count(*) FROM "WeeklyOrder" o JOIN "Charge" c ON c."orderId" = o.id
         WHERE o."weekId" = $1 AND c.status = 'SUCCEEDED'
           AND (o.status = 'PAYMENT_FAILED' OR o."totalCents" = 0)`,
      ],
      [
        "charges left PENDING or CHARGING",
        `SELECT count(*) FROM "WeeklyOrder" o JOIN "Charge" c ON c."orderId" = o.id
         WHERE o."weekId" = $1 AND c.status IN ('PENDING', 'CHARGING')`,
      ],
      [
        "paid orders without an invoice",
        `SELECT count(*) FROM "WeeklyOrder" o WHERE o."weekId" = $1 AND o.status = 'PAID'
           AND NOT EXISTS (SELECT 1 FROM "Invoice" i WHERE i."orderId" = o.id)`,
      ],
      [
        "orders without their meals",
        `SELECT count(*) FROM "WeeklyOrder" o WHERE o."weekId" = $1 AND o.status = 'PAID'
           AND o."mealsCount" - o."allergenShortfall" <>
             (SELECT coalesce(sum(quantity), 0) FROM "OrderItem" i WHERE i."orderId" = o.id)`,
      ],
    ];
    const problems: string[] = [];
    if (paid + failed !== n) problems.push(`PAID + PAYMENT_FAILED = ${paid + failed}, not ${n}`);
    if (failed !== expectedFailed)
      problems.push(`PAYMENT_FAILED = ${failed}, expected ${expectedFailed}`);
    for (const [label, sql] of checks) {
      const count = await one(sql);
      if (count !== 0) problems.push(`${count} ${label}`);
    }
    return { paid, failed, zero, expectedFailed, otherOrders, problems };
  });
}

/** How the queued batches went, from pg-boss's own table. */
async function batchStats() {
  return withClient(RUN_DB, async (c) => {
    const { rows } = await c.query<{
      jobs: string;
      retried: string;
      avg: number | null;
      max: number | null;
      span: number | null;
    }>(
      `SELECT count(*) AS jobs, count(*) FILTER (WHERE retry_count > 0) AS retried,
         avg(extract(epoch FROM completed_on - started_on))::float AS avg,
         max(extract(epoch FROM completed_on - started_on))::float AS max,
         extract(epoch FROM max(completed_on) - min(started_on))::float AS span
       FROM pgboss.job WHERE name = 'rollover.batch'`,
    );
    // Queued: the queue's own jobs and those still waiting in fan-out jobs (lib/jobs/queue.ts).
    const side = async (name: string) => {
      const { rows } = await c.query<{ queued: string; done: string }>(
        `SELECT (SELECT count(*) FROM pgboss.job WHERE name = $1)
                + (SELECT coalesce(sum(jsonb_array_length(data->'jobs')), 0) FROM pgboss.job
                   WHERE name = 'jobs.fanout' AND data->>'name' = $1 AND state < 'completed')
                  AS queued,
                (SELECT count(*) FROM pgboss.job WHERE name = $1 AND state = 'completed') AS done`,
        [name],
      );
      return { queued: Number(rows[0].queued), done: Number(rows[0].done) };
    };
    const [mail, webhooks] = await Promise.all([side("mail.send"), side("payments.webhook")]);
    return {
      ...rows[0],
      mailQueued: mail.queued,
      mailSent: mail.done,
      webhooksQueued: webhooks.queued,
      webhooksDone: webhooks.done,
    };
  });
}

interface Row {
  n: number;
  workers: number;
  seconds: number;
  prepare?: number;
  firstPaid?: number;
  batches: string;
  ok: boolean;
  paid: number;
  failed: number;
  /** The machine's 1-minute load average before and after the run (the server is shared). */
  load: string;
}

async function measure(n: number, workerCount: number, week: TargetWeek): Promise<Row> {
  const { pool } = await import("@/lib/db");
  const { queue, stopQueue } = await import("@/lib/jobs/queue");
  const { runRollover } = await import("@/lib/rollover/run-rollover");
  // Idle connections of the previous run's copy are cut when it is dropped: not a crash.
  if (pool.listenerCount("error") === 0) pool.on("error", () => {});

  await cloneDb(RUN_DB, templateDb(n));
  const workers: Worker[] = [];
  try {
    for (let i = 0; i < workerCount; i++) workers.push(await startWorker(RUN_DB, i));
    await queue(); // started before the clock, as in the app or a worker
    log(`N=${n}, ${workerCount} worker(s): rolling over...`);
    const loadBefore = os.loadavg()[0];
    const started = performance.now();
    const watcher = watch(week.id, started);
    const result = await runRollover({
      now: week.now,
      weekStart: week.start,
      batchSize: BATCH_SIZE,
      waitMs: 60 * 60_000,
    });
    const elapsed = seconds(started);
    const load = `${loadBefore.toFixed(1)}→${os.loadavg()[0].toFixed(1)}`;
    await watcher.stop();
    if (result.status !== "done") throw new Error(`rollover answered ${JSON.stringify(result)}`);
    await stopQueue();
    await stopWorkers(workers);

    const check = await verify(n, week.id);
    const stats = await batchStats();
    const prepare = watcher.timeline.locked;
    log(
      `N=${n}, ${workerCount} worker(s): ${elapsed.toFixed(1)} s` +
        ` (orders locked at ${prepare?.toFixed(1) ?? "?"} s, first paid at ${watcher.timeline.firstSettled?.toFixed(1) ?? "?"} s);` +
        ` ${stats.jobs} batch jobs of ≤ ${BATCH_SIZE}, ${Number(stats.avg ?? 0).toFixed(2)} s each on average` +
        ` (max ${Number(stats.max ?? 0).toFixed(2)} s, ${stats.retried} retried);` +
        ` mail: ${stats.mailSent} of ${stats.mailQueued} sent during the run;` +
        ` webhook events: ${stats.webhooksDone} of ${stats.webhooksQueued} handled`,
    );
    log(
      `  check: ${check.paid} PAID (${check.zero} at $0) + ${check.failed} PAYMENT_FAILED` +
        ` (expected ${check.expectedFailed}) = ${check.paid + check.failed} of ${n}` +
        `${check.otherOrders ? `; +${check.otherOrders} seed demo orders` : ""}: ` +
        (check.problems.length === 0 ? "OK" : `FAILED: ${check.problems.join("; ")}`),
    );
    return {
      n,
      workers: workerCount,
      seconds: elapsed,
      prepare,
      firstPaid: watcher.timeline.firstSettled,
      batches: `${stats.jobs}×${Number(stats.avg ?? 0).toFixed(2)}s`,
      ok: check.problems.length === 0,
      paid: check.paid,
      failed: check.failed,
      load,
    };
  } finally {
    await stopQueue().catch(() => {});
    await stopWorkers(workers);
    rmSync(OUTBOX, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// Profile: the orchestrator's steps and one batch's phases, each timed alone (this process).

interface CallStat {
  count: number;
  /** From the call to its answer. */
  ms: number;
  /** Of which in pg (sending, the server, reading rows). */
  sqlMs: number;
}

type Fn = (...a: unknown[]) => unknown;

/**
 * Times every Prisma call of this process (model operations by name, raw statements by text) and
 * the pg round trips under each, so a phase's time splits into the database and the client's own
 * work (query compiling, row mapping, JavaScript). Sequential code only: a call is charged with
 * every statement that ran while it was the latest one open.
 */
function traceCalls(db: object) {
  const stats = new Map<string, CallStat>();
  let open: CallStat | undefined;
  let sqlTotal = 0;
  const fold = (sql: string) =>
    sql
      .replace(/\s+/g, " ")
      .replace(/\$\d+(\s*,\s*\$\d+)+/g, "$…")
      .trim()
      .slice(0, 110);
  const statOf = (key: string) => {
    const stat = stats.get(key) ?? { count: 0, ms: 0, sqlMs: 0 };
    stats.set(key, stat);
    return stat;
  };

  const pgProto = pg.Client.prototype as unknown as { query: Fn };
  const pgQuery = pgProto.query;
  pgProto.query = function (this: unknown, config: unknown, values?: unknown, callback?: unknown) {
    const started = performance.now();
    const owner = open;
    const text = typeof config === "string" ? config : ((config as { text?: string })?.text ?? "");
    const done = () => {
      const ms = performance.now() - started;
      sqlTotal += ms;
      // pg-boss and other statements outside a Prisma call are listed by their text.
      const stat = owner ?? statOf(`sql  ${fold(text)}`);
      stat.sqlMs += ms;
      if (!owner) {
        stat.count += 1;
        stat.ms += ms;
      }
    };
    const wrap =
      (cb: Fn) =>
      (...a: unknown[]) => {
        done();
        return cb(...a);
      };
    if (typeof values === "function") return pgQuery.call(this, config, wrap(values as Fn));
    if (typeof callback === "function")
      return pgQuery.call(this, config, values, wrap(callback as Fn));
    const result = pgQuery.call(this, config, values) as Promise<unknown> | undefined;
    if (result && typeof result.then === "function") result.then(done, done);
    return result;
  };

  // The client is a proxy whose _request (every call goes through it) is its own property.
  const client = db as { _request: Fn };
  const request = client._request;
  client._request = async function (this: unknown, params: unknown) {
    const p = params as { model?: string; action?: string; args?: unknown };
    const raw = p.action?.startsWith("$") || !p.model;
    const sql = raw ? (p.args as { strings?: string[] })?.strings?.join("$") : undefined;
    const stat = statOf(
      raw ? `raw  ${fold(sql ?? String(p.action))}` : `orm  ${p.model}.${p.action}`,
    );
    const outer = open;
    open = stat;
    const started = performance.now();
    try {
      return await request.call(this, params);
    } finally {
      stat.count += 1;
      stat.ms += performance.now() - started;
      open = outer;
    }
  };

  return {
    /** The calls since the last take, slowest first. */
    take(top = 8): { sqlMs: number; lines: string[] } {
      const rows = [...stats.entries()].sort((a, b) => b[1].ms - a[1].ms);
      stats.clear();
      const sqlMs = sqlTotal;
      sqlTotal = 0;
      const lines = rows
        .slice(0, top)
        .map(
          ([key, s]) =>
            `${s.ms.toFixed(0).padStart(6)} ms (sql ${s.sqlMs.toFixed(0).padStart(5)}) ${String(s.count).padStart(4)}× ${key}`,
        );
      return { sqlMs, lines };
    },
    stop() {
      pgProto.query = pgQuery;
      client._request = request;
    },
  };
}

async function profile(n: number, week: TargetWeek) {
  const { db, pool } = await import("@/lib/db");
  const { stopQueue } = await import("@/lib/jobs/queue");
  const { createMissingOrders, lockWeek } = await import("@/lib/rollover/prepare-week");
  const { freezeOrders } = await import("@/lib/rollover/freeze-orders");
  const { claimCharges, sendCharges } = await import("@/lib/payments/charge-orders");
  const { settleCharges } = await import("@/lib/payments/settle-charges");
  const { weekMenuByPopularity } = await import("@/lib/rollover/plan-orders");
  const { offlineProvider } = await import("@/lib/payments/offline-provider");
  if (pool.listenerCount("error") === 0) pool.on("error", () => {});

  await cloneDb(RUN_DB, templateDb(n));
  const tracer = traceCalls(db);
  const timed = async <T>(label: string, step: () => Promise<T>): Promise<T> => {
    tracer.take();
    const started = performance.now();
    const result = await step();
    const elapsed = seconds(started);
    const { sqlMs, lines } = tracer.take();
    log(
      `  ${label.padEnd(30)} ${elapsed.toFixed(3).padStart(8)} s` +
        `  (in pg ${(sqlMs / 1000).toFixed(3)} s, in this process ${(elapsed - sqlMs / 1000).toFixed(3)} s)`,
    );
    if (elapsed > 0.2) for (const line of lines) log(`        ${line}`);
    return result;
  };
  try {
    log(`profile, N=${n}, batch size ${BATCH_SIZE} (this process, no queue wait):`);
    const w = { id: week.id, startDate: new Date(`${week.start}T00:00:00.000Z`) };
    await timed("createMissingOrders", () => createMissingOrders(w, week.now));
    await timed("lockWeek", () => lockWeek(w, week.now));
    const locked = await timed("list LOCKED orders", () =>
      db.weeklyOrder.findMany({
        where: { weekId: week.id, status: "LOCKED" },
        orderBy: { id: "asc" },
        select: { id: true },
      }),
    );
    const menu = await timed("weekMenuByPopularity", () => weekMenuByPopularity(week.id));
    const provider = offlineProvider();
    // The first batch, then one from the middle and the last (a late batch is not slower).
    const picks = [
      0,
      Math.floor(locked.length / BATCH_SIZE / 2),
      Math.ceil(locked.length / BATCH_SIZE) - 1,
    ];
    for (const b of [...new Set(picks)]) {
      const ids = locked.slice(b * BATCH_SIZE, (b + 1) * BATCH_SIZE).map((o) => o.id);
      log(`  batch ${b} (${ids.length} orders):`);
      const total = performance.now();
      await timed("  freezeOrders", () => freezeOrders(ids, menu, week.start, week.now));
      const claimed = await timed("  claimCharges", () => claimCharges(ids, week.now));
      const sent = await timed("  sendCharges (offline)", () => sendCharges(claimed, provider));
      await timed("  settleCharges", () => settleCharges(sent, ids, week.start, week.now));
      log(`  ${"  batch total".padEnd(44)} ${seconds(total).toFixed(3).padStart(8)} s`);
    }
  } finally {
    tracer.stop();
    await stopQueue().catch(() => {});
  }
}

// ---------------------------------------------------------------------------------------------

/** The server settings the rollover's speed depends on most (docs/operations/postgresql.md). */
async function serverSettings(): Promise<string> {
  return withClient("postgres", async (c) => {
    const names = ["shared_buffers", "max_wal_size", "synchronous_commit"];
    const values: string[] = [];
    for (const name of names)
      values.push(`${name}=${(await c.query(`SHOW ${name}`)).rows[0][name]}`);
    return values.join(", ");
  });
}

function printTable(rows: Row[], settings: string) {
  const base = rows.filter((r) => r.n === Math.min(...SIZES));
  const header = [
    "N",
    "workers",
    "seconds",
    "orders/s",
    "locked at s",
    "1st paid at s",
    "batch jobs × avg",
    `time vs ${Math.min(...SIZES)}`,
    "load 1m",
    "check",
  ];
  const lines = rows.map((r) => {
    const ref = base.find((b) => b.workers === r.workers);
    const ratio =
      ref && r.n !== ref.n ? `${(r.seconds / ref.seconds).toFixed(1)}x (N ${r.n / ref.n}x)` : "-";
    return [
      String(r.n),
      String(r.workers),
      r.seconds.toFixed(1),
      String(Math.round(r.n / r.seconds)),
      r.prepare === undefined ? "-" : r.prepare.toFixed(1),
      r.firstPaid === undefined ? "-" : r.firstPaid.toFixed(1),
      r.batches,
      ratio,
      r.load,
      r.ok ? "OK" : "FAILED",
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join("  ");
  console.log(`\n${format(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const line of lines) console.log(format(line));
  console.log(
    `\n${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), batch size ${BATCH_SIZE}, PostgreSQL ${SERVER.replace(/\/\/[^@]*@/, "//")} (${settings})`,
  );
  const small = Math.min(...SIZES);
  const large = Math.max(...SIZES);
  for (const w of WORKERS) {
    const a = rows.find((r) => r.n === small && r.workers === w);
    const b = rows.find((r) => r.n === large && r.workers === w);
    if (a && b && a !== b) {
      const ratio = b.seconds / a.seconds;
      console.log(
        `${w} worker(s): ${large} took ${ratio.toFixed(1)}x the time of ${small} for ${large / small}x the subscriptions` +
          ` (${ratio <= (large / small) * 1.1 ? "linear" : "worse than linear"})`,
      );
    }
  }
  const target =
    rows.find((r) => r.n === 100_000 && r.workers === 2) ?? rows.find((r) => r.n === 100_000);
  if (target)
    console.log(
      `Target 100000 subscriptions < 60 s: ${target.seconds.toFixed(1)} s with ${target.workers} worker(s): ${target.seconds < 60 ? "met" : "MISSED"}`,
    );
}

async function main() {
  const rows: Row[] = [];
  const made: string[] = [BASE_DB];
  let exitCode = 0;
  try {
    log(
      `sizes ${SIZES.join(", ")}; workers ${WORKERS.join(", ")}; batch size ${BATCH_SIZE}; ${os.cpus().length} cores`,
    );
    const week = await prepareBase();
    for (const n of SIZES) {
      made.push(templateDb(n));
      await prepareTemplate(n, week);
      if (args.profile) await profile(n, week);
      for (const w of WORKERS) {
        const row = await measure(n, w, week);
        if (!row.ok) exitCode = 1;
        rows.push(row);
      }
    }
    const settings = await serverSettings();
    if (rows.length > 0) printTable(rows, settings);
    // For `npm run bench` (bench/all.ts), which prints one table of every part.
    mkdirSync(path.join("bench", "results"), { recursive: true });
    writeFileSync(
      path.join("bench", "results", "rollover.json"),
      JSON.stringify(
        { at: new Date().toISOString(), batchSize: BATCH_SIZE, settings, rows },
        null,
        2,
      ),
    );
  } finally {
    const { db, pool } = await import("@/lib/db");
    await db.$disconnect().catch(() => {});
    await pool.end().catch(() => {});
    if (!args.keep) for (const name of [RUN_DB, ...made]) await dropDb(name).catch(() => {});
    rmSync(OUTBOX, { recursive: true, force: true });
  }
  process.exitCode = exitCode;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
