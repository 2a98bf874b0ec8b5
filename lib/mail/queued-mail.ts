// Mail goes through the job queue: queued in the same transaction as the change it reports (so a
// rollback sends nothing and a crash loses nothing), rendered and sent by the mail job, retried
// with backoff when the server refuses it. Never sent inside a request. The rollover's mails name
// their invoice or order and are composed when sent (lib/rollover/order-mails.ts).
import type { RawTx } from "@/lib/db/raw-tx";
import { QUEUES, insertJobs } from "@/lib/jobs/queue";
import { composeOrderMail, type OrderMailRef } from "@/lib/rollover/order-mails";
import { sendMail, type MailAttachment } from "./index";
import { isTemplateName, renderTemplate, type TemplateName, type TemplateProps } from "./templates";

export interface MailJob<K extends TemplateName = TemplateName> {
  template: K;
  to: string;
  props: TemplateProps[K];
}

/** A mail ready to render: queued as is, or composed when sent from the rows its job names. */
export interface ComposedMail<K extends TemplateName = TemplateName> extends MailJob<K> {
  attachments?: MailAttachment[];
}

/** What the mail queue holds: a mail's props, or the names of the rows it is composed from. */
export type QueuedMail = MailJob | OrderMailRef;

export async function queueMails(jobs: QueuedMail[], tx?: RawTx): Promise<void> {
  await insertJobs(QUEUES.mail, jobs, tx);
}

/**
 * A mail someone is waiting for (a password reset link), on its own queue: its worker keeps
 * working while a rollover runs, when the other mail waits (lib/jobs/yield-to-rollover.ts).
 */
export async function queueUrgentMail(job: MailJob, tx?: RawTx): Promise<void> {
  await insertJobs(QUEUES.urgentMail, [job], tx);
}

export async function sendQueuedMail(job: QueuedMail): Promise<void> {
  const mail: ComposedMail = "compose" in job ? await composeOrderMail(job) : job;
  if (!isTemplateName(mail.template)) throw new Error(`Unknown mail template ${mail.template}`);
  const rendered = await renderTemplate(mail.template, mail.props);
  await sendMail({ to: mail.to, ...rendered, attachments: mail.attachments });
}
