// What each queue does, and the schedule (Toronto time) that feeds the timed ones. `npm start`
// runs these inside the app process; `npm run worker` runs more of them anywhere.
import type { Job, JobResult } from "pg-boss";
import { sendPasswordReset, type PasswordResetJob } from "@/lib/auth/password-reset";
import { ZONE } from "@/lib/clock";
import { deliverGiftCard } from "@/lib/gift-cards/deliver-gift-card";
import type { DeliveryJob } from "@/lib/gift-cards/record-paid";
import { giftCardSweep } from "@/lib/gift-cards/sweep";
import { sendQueuedMail, type QueuedMail } from "@/lib/mail/queued-mail";
import { composeOrderMail } from "@/lib/orders/order-mails";
import { paymentProvider } from "@/lib/payments";
import {
  chargeBoxEdit,
  resumeBoxEditCharges,
  type BoxEditChargeJob,
} from "@/lib/payments/box-edit-charge";
import { runPaymentRecovery } from "@/lib/payments/payment-recovery";
import { resumePendingRefunds } from "@/lib/payments/refund-order";
import { retryOrderCharge } from "@/lib/payments/retry-charge";
import { deliverSignedEvent } from "@/lib/webhooks/deliver-event";
import { sendDeadlineReminders } from "@/lib/reminders/deadline-reminders";
import { sendPreChargeStatements } from "@/lib/reminders/pre-charge-statements";
import { queueRatingInvites } from "@/lib/ratings/rating-invites";
import { sendReportMail } from "@/lib/reports/report-mail";
import { processBatch, type BatchJob } from "@/lib/rollover/process-batch";
import { resumeDuePlans } from "@/lib/rollover/prepare-week";
import { runRollover } from "@/lib/rollover/run-rollover";
import { observeJob } from "./observe-job";
import { expandFanOut, QUEUES, queue, type FanOut } from "./queue";
import { yieldToRollover } from "./yield-to-rollover";

type BatchData = BatchJob & { now: string };

const each =
  <T>(run: (data: T) => Promise<unknown>) =>
  async (jobs: Job<T>[]) => {
    for (const job of jobs) await observeJob(job, () => run(job.data));
  };

/**
 * A batch whose jobs succeed or fail one by one: a mail the server refuses is retried alone, the
 * others in its batch are done. With `burstWhenBatchFull` a worker fetches the next batch at once
 * while they come back full, so a backlog (the rollover's receipts) drains at the speed mail is
 * sent instead of one job per polling interval.
 */
const eachOnItsOwn =
  <T>(run: (data: T) => Promise<unknown>) =>
  async (jobs: Job<T>[]): Promise<JobResult[]> => {
    const results: JobResult[] = [];
    for (const job of jobs) {
      try {
        await observeJob(job, () => run(job.data));
        results.push({ id: job.id, status: "completed" });
      } catch (error) {
        results.push({ id: job.id, status: "failed", output: errorOutput(error) });
      }
    }
    return results;
  };

const errorOutput = (error: unknown) => ({
  message: error instanceof Error ? error.message : String(error),
});

/** How the mail queue is worked: batches of 5, two at a time, at once while there is a backlog. */
export const MAIL_WORK = {
  localConcurrency: 2,
  batchSize: 5,
  burstWhenBatchFull: true,
  perJobResults: true,
  pollingIntervalSeconds: 1,
} as const;

/**
 * Crash drill (tests and operators rehearsing recovery): ROLLOVER_CRASH_AT=<phase> makes this
 * worker process die with SIGKILL between two money phases, as a power cut would.
 */
function crashDrill(phase: string) {
  if (process.env.ROLLOVER_CRASH_AT === phase) process.kill(process.pid, "SIGKILL");
}

export async function startWorkers(options: { schedule: boolean; concurrency?: number }) {
  const boss = await queue();
  const concurrency = options.concurrency ?? 1;
  await boss.work<BatchData>(
    QUEUES.rolloverBatch,
    { localConcurrency: concurrency, pollingIntervalSeconds: 0.5 },
    each((data) =>
      processBatch(data, {
        provider: paymentProvider(),
        now: new Date(data.now),
        failpoint: crashDrill,
      }),
    ),
  );
  await yieldToRollover(boss, [
    {
      name: QUEUES.fanOut,
      start: () =>
        boss.work<FanOut>(QUEUES.fanOut, { pollingIntervalSeconds: 1 }, async (jobs) => {
          for (const job of jobs) await observeJob(job, () => expandFanOut(job));
        }),
    },
    {
      name: QUEUES.mail,
      start: () =>
        boss.work<QueuedMail, unknown, typeof MAIL_WORK>(
          QUEUES.mail,
          MAIL_WORK,
          eachOnItsOwn((mail: QueuedMail) => sendQueuedMail(mail, composeOrderMail)),
        ),
    },
    {
      name: QUEUES.webhook,
      start: () =>
        boss.work<{ payload: string }>(
          QUEUES.webhook,
          { localConcurrency: 2, pollingIntervalSeconds: 1 },
          each((data) => deliverSignedEvent(data.payload)),
        ),
    },
  ]);
  await boss.work<QueuedMail>(
    QUEUES.urgentMail,
    { batchSize: 1, pollingIntervalSeconds: 1 },
    each((mail: QueuedMail) => sendQueuedMail(mail, composeOrderMail)),
  );
  await boss.work<{ orderId: string }>(
    QUEUES.retryCharge,
    { pollingIntervalSeconds: 0.5 },
    each((data) =>
      retryOrderCharge(data.orderId, { provider: paymentProvider(), now: new Date() }),
    ),
  );
  await boss.work<BoxEditChargeJob>(
    QUEUES.boxEditCharge,
    { pollingIntervalSeconds: 0.5 },
    each((data) => chargeBoxEdit(data, { provider: paymentProvider(), now: new Date() })),
  );
  await boss.work(
    QUEUES.paymentRecovery,
    each(async () => {
      const deps = { provider: paymentProvider(), now: new Date() };
      await resumePendingRefunds(deps);
      await resumeBoxEditCharges(deps);
      await runPaymentRecovery(deps.provider, deps.now);
    }),
  );
  await boss.work<PasswordResetJob>(
    QUEUES.passwordReset,
    { pollingIntervalSeconds: 1 },
    each(sendPasswordReset),
  );
  await boss.work<{ reportMailId: string }>(
    QUEUES.reportMail,
    { localConcurrency: 1, batchSize: 1, pollingIntervalSeconds: 1 },
    each(sendReportMail),
  );
  await boss.work<DeliveryJob>(
    QUEUES.giftCardDelivery,
    { pollingIntervalSeconds: 5 },
    each((data) => deliverGiftCard(data.giftCardId, new Date())),
  );
  await boss.work(
    QUEUES.giftCardSweep,
    each(() => giftCardSweep(paymentProvider(), new Date())),
  );
  await boss.work(
    QUEUES.rolloverRun,
    each(() => runRollover({ now: new Date() })),
  );
  await boss.work(
    QUEUES.resumeDue,
    each(() => resumeDuePlans(new Date())),
  );
  await boss.work(
    QUEUES.deadlineReminders,
    each(() => sendDeadlineReminders(new Date())),
  );
  await boss.work(
    QUEUES.preChargeStatements,
    each(() => sendPreChargeStatements(new Date())),
  );
  await boss.work(
    QUEUES.ratingInvites,
    each(() => queueRatingInvites(new Date())),
  );

  if (options.schedule) {
    const at = { tz: ZONE };
    // A Thursday missed while every instance was down runs once as soon as one is back.
    const catchUp = { ...at, missed: "once" as const };
    await boss.schedule(QUEUES.rolloverRun, "0 0 * * 4", null, catchUp); // Thursday 12:00 AM
    await boss.schedule(QUEUES.resumeDue, "0 0 * * *", null, catchUp); // every midnight
    await boss.schedule(QUEUES.deadlineReminders, "0 10 * * 2", null, at); // Tuesday 10 AM
    await boss.schedule(QUEUES.preChargeStatements, "59 23 * * 2", null, at); // 24 h before
    // The morning after a delivery: "How was your box?" (a missed morning catches up once).
    await boss.schedule(QUEUES.ratingInvites, "0 10 * * *", null, catchUp);
    // Daily after midnight: flag expiring cards, retry failed charges, hold the unresolved.
    await boss.schedule(QUEUES.paymentRecovery, "30 0 * * *", null, catchUp);
    // Hourly: gift card mails a job missed, and purchases or refunds a crash left half done.
    await boss.schedule(QUEUES.giftCardSweep, "15 * * * *", null, at);
  }
  return boss;
}
