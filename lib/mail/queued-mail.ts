// Mail goes through the job queue: queued in the same transaction as the change it reports (so a
// rollback sends nothing and a crash loses nothing), rendered and sent by the mail job, retried
// with backoff when the server refuses it. Never sent inside a request. A mail may instead name
// the rows it is composed from when sent (the rollover's, lib/orders/order-mails.ts): the queue
// carries the names and the worker hands them to the composer it was given.
import type { RawTx } from "@/lib/db/raw-tx";
import { QUEUES, insertJobs } from "@/lib/jobs/queue";
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

/** A mail composed when sent: `compose` names its composer, the rest names its rows. */
export interface MailRef {
  compose: string;
}

/**
 * Turns a named mail into one ready to render; throws on a `compose` it does not know. Null: the
 * rows no longer call for the mail (e.g. every dish of a box to rate was reported missing).
 */
export type Composer = (ref: MailRef) => Promise<ComposedMail | null>;

/** What the mail queue holds: a mail's props, or the names of the rows it is composed from. */
export type QueuedMail = MailJob | MailRef;

/** Queues mails; `Ref` is the shape of the named mails among them (e.g. `OrderMailRef`). */
export async function queueMails<Ref extends MailRef = never>(
  jobs: (MailJob | Ref)[],
  tx?: RawTx,
): Promise<void> {
  await insertJobs(QUEUES.mail, jobs, tx);
}

/**
 * A mail someone is waiting for (a password reset link), on its own queue: its worker keeps
 * working while a rollover runs, when the other mail waits (lib/jobs/yield-to-rollover.ts).
 */
export async function queueUrgentMail(job: MailJob, tx?: RawTx): Promise<void> {
  await insertJobs(QUEUES.urgentMail, [job], tx);
}

export async function sendQueuedMail(job: QueuedMail, compose: Composer): Promise<void> {
  const mail: ComposedMail | null = "compose" in job ? await compose(job) : job;
  if (mail === null) return;
  // The job's field names (never its values: addresses) say what queued it.
  if (!isTemplateName(mail.template))
    throw new Error(
      `Unknown mail template ${mail.template} (a job with ${Object.keys(job).join(", ") || "no fields"})`,
    );
  const rendered = await renderTemplate(mail.template, mail.props);
  await sendMail({ to: mail.to, ...rendered, attachments: mail.attachments });
}
