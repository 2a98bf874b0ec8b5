// The PostgreSQL-backed job queue (pg-boss): charges, mail, reminders and the rollover itself go
// through it, so a crash loses nothing and any number of processes share the work. It uses the
// app's own pool (lib/db), which on the embedded database is its single session.
import {
  fromPrisma,
  PgBoss,
  type Db as IDatabase,
  type JobInsert,
  type SendOptions,
} from "pg-boss";
import type pg from "pg";
import { pool, type Tx } from "@/lib/db";
import { derivedTimeOrderedId, timeOrderedId } from "@/lib/db/ids";
import { rawTransaction, type RawTx } from "@/lib/db/raw-tx";
import { insideTransaction, outsideTransaction } from "@/lib/db/tx-guard";
import { errorFields, logger } from "@/lib/log/logger";
import { flushSharedCounts } from "@/lib/metrics/shared-counters";

export const QUEUES = {
  rolloverRun: "rollover.run",
  rolloverBatch: "rollover.batch",
  mail: "mail.send",
  urgentMail: "mail.send-now",
  passwordReset: "auth.password-reset",
  reportMail: "reports.mail",
  resumeDue: "subscriptions.resume-due",
  deadlineReminders: "reminders.deadline",
  preChargeStatements: "reminders.pre-charge",
  ratingInvites: "ratings.invite",
  webhook: "payments.webhook",
  retryCharge: "payments.retry-charge",
  boxEditCharge: "payments.box-edit-charge",
  paymentRecovery: "payments.recovery",
  fanOut: "jobs.fanout",
  giftCardDelivery: "giftcards.deliver",
  giftCardSweep: "giftcards.sweep",
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

const globalForBoss = globalThis as unknown as { boss?: Promise<PgBoss> };

// pg-boss's own statements over its own schema (not in the generated types), passed through as it
// writes them: nothing here is written by hand.
const poolExecutor: IDatabase = {
  async executeSql(text: string, values?: unknown[]) {
    // A text of several statements answers with one result each; pg-boss wants all their rows.
    const result: pg.QueryResult | pg.QueryResult[] = await pool.query(text, values);
    return { rows: Array.isArray(result) ? result.flatMap((r) => r.rows ?? []) : result.rows };
  },
};

/** Runs pg-boss statements inside the caller's transaction: a job is queued only if the work commits. */
export function inTransaction(tx: RawTx): IDatabase {
  return fromPrisma(tx);
}

async function startBoss(): Promise<PgBoss> {
  const boss = new PgBoss({ db: poolExecutor, schedule: process.env.JOBS_SCHEDULE !== "0" });
  boss.on("error", (error: Error) =>
    logger().error({ component: "jobs", ...errorFields(error) }, "job queue error"),
  );
  await boss.start();
  for (const name of Object.values(QUEUES)) {
    // Failed jobs retry with backoff; mail a few more times than the rest.
    await boss.createQueue(name, {
      retryLimit: name === QUEUES.mail ? 8 : 5,
      retryDelay: 5,
      retryBackoff: true,
    });
  }
  return boss;
}

/**
 * The process's queue client, started once (schema created or migrated on first start). The app
 * and the worker start it at boot; a first use inside a caller's transaction starts it apart from
 * that transaction (its statements are the queue's own, not the caller's work). On the embedded
 * database that start would wait for the connection the transaction holds: there the queue is
 * always started before any transaction opens (instrumentation.ts, scripts/worker.ts).
 */
export function queue(): Promise<PgBoss> {
  if (!globalForBoss.boss && insideTransaction() && process.env.DATABASE_SINGLE_SESSION === "1") {
    // It would wait for the one connection, which the caller's transaction holds: say so at once.
    return Promise.reject(
      new Error(
        "Start the job queue (queue()) before opening a transaction on the embedded database.",
      ),
    );
  }
  globalForBoss.boss ??= outsideTransaction(startBoss).catch((error: unknown) => {
    globalForBoss.boss = undefined;
    throw error;
  });
  return globalForBoss.boss;
}

export async function enqueue(
  name: QueueName,
  data: object,
  options: SendOptions & { tx?: Tx } = {},
): Promise<void> {
  const { tx, ...rest } = options;
  const boss = await queue();
  await boss.send(name, data, { ...rest, ...(tx ? { db: inTransaction(tx) } : {}) });
}

/** More jobs than this from one call go in as one fan-out job (insertJobs). */
const FAN_OUT_ABOVE = 50;
/** The queues whose jobs can wait for the rollover to finish (their workers yield to it). */
const CAN_WAIT: readonly QueueName[] = [QUEUES.mail, QUEUES.webhook];

/** A fan-out job: jobs for another queue, queued later by the fan-out worker. */
export interface FanOut {
  name: QueueName;
  jobs: object[];
}

/**
 * Queues many jobs, inside `tx` when given. A few go straight in; more mail or webhook jobs (a
 * rollover batch's mails, the offline provider's webhook events: a quarter of a million in a 100k
 * rollover) go in as one `jobs.fanout` job per thousand, expanded by a worker after the rollover
 * (it yields to it, see yield-to-rollover.ts). A pg-boss job row costs four index entries and a
 * foreign-key check; at 100k orders those rows were the rollover's second-largest insert. Ids are
 * time-ordered, so each lands at the end of the queue's primary-key index (pg-boss's default is a
 * random UUID; `enqueue` and the schedules keep it for their one job at a time).
 */
export async function insertJobs(name: QueueName, jobs: object[], tx?: RawTx): Promise<void> {
  // Nothing to queue must not start the queue (inside a caller's transaction on the embedded
  // database, starting pg-boss would wait for the connection that transaction holds).
  if (jobs.length === 0) return;
  if (jobs.length <= FAN_OUT_ABOVE || !CAN_WAIT.includes(name)) {
    await insertNow(
      name,
      jobs.map((data) => ({ id: timeOrderedId(), data })),
      tx,
    );
    return;
  }
  const fanOuts: JobInsert<FanOut>[] = [];
  for (let i = 0; i < jobs.length; i += 1000)
    fanOuts.push({ id: timeOrderedId(), data: { name, jobs: jobs.slice(i, i + 1000) } });
  await insertNow(QUEUES.fanOut, fanOuts, tx);
}

/**
 * Queues a fan-out job's jobs and completes it, in one commit (a crash leaves either the fan-out or
 * its jobs, and the queue's counts never see both). Their ids derive from its own, so a second
 * expansion (the job expired and was taken again) adds none twice.
 */
export async function expandFanOut(job: { id: string; data: FanOut }): Promise<void> {
  const boss = await queue();
  await rawTransaction(async (tx) => {
    await boss.complete(QUEUES.fanOut, job.id, null, { db: inTransaction(tx) });
    await insertNow(
      job.data.name,
      job.data.jobs.map((data, i) => ({
        id: derivedTimeOrderedId(job.id, `${job.id}:${i}`),
        data,
      })),
      tx,
    );
  });
}

async function insertNow(name: string, rows: JobInsert[], tx?: RawTx): Promise<void> {
  const boss = await queue();
  for (let i = 0; i < rows.length; i += 500)
    await boss.insert(name, rows.slice(i, i + 500), tx ? { db: inTransaction(tx) } : undefined);
}

export async function stopQueue(): Promise<void> {
  const boss = globalForBoss.boss;
  globalForBoss.boss = undefined;
  if (boss) await (await boss).stop({ graceful: true });
  // The jobs just finished are counted in the cluster's metrics before the process goes.
  await flushSharedCounts();
}
