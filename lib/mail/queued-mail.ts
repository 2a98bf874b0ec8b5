// Mail goes through the job queue: queued in the same transaction as the change it reports (so a
// rollback sends nothing and a crash loses nothing), rendered and sent by the mail job, retried
// with backoff when the server refuses it. Never sent inside a request.
import type { RawTx } from "@/lib/db/raw-tx";
import { QUEUES, inTransaction, queue } from "@/lib/jobs/queue";
import { receiptFor } from "@/lib/invoices/receipt";
import { sendMail } from "./index";
import { isTemplateName, renderTemplate, type TemplateName, type TemplateProps } from "./templates";

export interface MailJob<K extends TemplateName = TemplateName> {
  template: K;
  to: string;
  props: TemplateProps[K];
  /** Attach this invoice's PDF receipt. */
  receiptInvoiceId?: string;
}

export async function queueMails(jobs: MailJob[], tx?: RawTx): Promise<void> {
  if (jobs.length === 0) return;
  const boss = await queue();
  for (let i = 0; i < jobs.length; i += 500) {
    await boss.insert(
      QUEUES.mail,
      jobs.slice(i, i + 500).map((data) => ({ data })),
      tx ? { db: inTransaction(tx) } : undefined,
    );
  }
}

export async function sendQueuedMail(job: MailJob): Promise<void> {
  if (!isTemplateName(job.template)) throw new Error(`Unknown mail template ${job.template}`);
  const rendered = await renderTemplate(job.template, job.props);
  const attachments = job.receiptInvoiceId
    ? [await receiptAttachment(job.receiptInvoiceId)]
    : undefined;
  await sendMail({ to: job.to, ...rendered, attachments });
}

async function receiptAttachment(invoiceId: string) {
  const receipt = await receiptFor(invoiceId, "system", true);
  return { filename: receipt.filename, content: receipt.pdf, contentType: "application/pdf" };
}
