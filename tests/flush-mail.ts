// Works the mail queue once, right here, until it is empty: integration tests read the outbox
// right after a request without running a worker.
import { sendPasswordReset, type PasswordResetJob } from "@/lib/auth/password-reset";
import { expandFanOut, QUEUES, queue, type FanOut } from "@/lib/jobs/queue";
import { sendQueuedMail, type QueuedMail } from "@/lib/mail/queued-mail";
import { composeOrderMail } from "@/lib/orders/order-mails";
import { pool } from "@/lib/db";

export async function flushQueuedMail(): Promise<number> {
  const boss = await queue();
  // Password-reset requests turn into mail jobs first.
  for (;;) {
    const resets = await boss.fetch<PasswordResetJob>(QUEUES.passwordReset, {
      batchSize: 50,
      includeMetadata: true,
    });
    if (resets.length === 0) break;
    resets.sort((a, b) => a.createdOn.getTime() - b.createdOn.getTime());
    for (const job of resets) await sendPasswordReset(job.data);
    await boss.complete(
      QUEUES.passwordReset,
      resets.map((job) => job.id),
    );
  }
  // Mails queued by the thousand wait in fan-out jobs (lib/jobs/queue.ts).
  for (;;) {
    const fanOuts = await boss.fetch<FanOut>(QUEUES.fanOut, {
      batchSize: 10,
      includeMetadata: true,
    });
    if (fanOuts.length === 0) break;
    fanOuts.sort((a, b) => a.createdOn.getTime() - b.createdOn.getTime());
    for (const job of fanOuts) await expandFanOut(job); // completes it too
  }
  let sent = 0;
  for (const name of [QUEUES.urgentMail, QUEUES.mail]) {
    for (;;) {
      const jobs = await boss.fetch<QueuedMail>(name, { batchSize: 50, includeMetadata: true });
      if (jobs.length === 0) break;
      // Oldest first, so the outbox holds them in the order they were queued (a fetch returns its
      // batch in no particular order).
      jobs.sort((a, b) => a.createdOn.getTime() - b.createdOn.getTime());
      for (const job of jobs) await sendQueuedMail(job.data, composeOrderMail);
      await boss.complete(
        name,
        jobs.map((job) => job.id),
      );
      sent += jobs.length;
    }
  }
  await othersSendingDone([QUEUES.urgentMail, QUEUES.mail]);
  return sent;
}

/**
 * Jest's other workers share the queue: one may have fetched this file's mail a moment ago (a
 * flush of its own, or a test running the real workers) and not yet written it to the outbox. Wait
 * for those, so the caller reads the outbox only once every mail queued before it is there.
 */
async function othersSendingDone(queues: string[]): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { rows } = await pool.query<{ active: number }>(
      "select count(*)::int as active from pgboss.job where name = any($1) and state = 'active'" +
        // A job a killed process left active is not being sent: only the last half-minute's.
        " and started_on > now() - interval '30 seconds'",
      [queues],
    );
    if (rows[0]!.active === 0 || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
