// The PostgreSQL-backed job queue (pg-boss): charges, mail, reminders and the rollover itself go
// through it, so a crash loses nothing and any number of processes share the work. It uses the
// app's own pool (lib/db), which on the embedded database is its single session.
import { fromPrisma, PgBoss, type Db as IDatabase, type SendOptions } from "pg-boss";
import type pg from "pg";
import { pool, type Tx } from "@/lib/db";
import type { RawTx } from "@/lib/db/raw-tx";

export const QUEUES = {
  rolloverRun: "rollover.run",
  rolloverBatch: "rollover.batch",
  rolloverFinish: "rollover.finish",
  mail: "mail.send",
  passwordReset: "auth.password-reset",
  reportMail: "reports.mail",
  resumeDue: "subscriptions.resume-due",
  deadlineReminders: "reminders.deadline",
  preChargeStatements: "reminders.pre-charge",
  webhook: "payments.webhook",
  retryCharge: "payments.retry-charge",
  paymentRecovery: "payments.recovery",
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

const globalForBoss = globalThis as unknown as { boss?: Promise<PgBoss> };

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
    console.error("[jobs]", process.env.JOBS_DEBUG ? error.stack : error.message),
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

/** The process's queue client, started once (schema created or migrated on first start). */
export function queue(): Promise<PgBoss> {
  globalForBoss.boss ??= startBoss().catch((error: unknown) => {
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

export async function stopQueue(): Promise<void> {
  const boss = globalForBoss.boss;
  globalForBoss.boss = undefined;
  if (boss) await (await boss).stop({ graceful: true });
}
