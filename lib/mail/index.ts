// Sends transactional mail. The transport is chosen here and only here: SMTP when SMTP_URL is
// set, otherwise each message is written as an .eml file to the outbox folder (dev, tests, demo).
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/lib/config/env";
import { logger } from "@/lib/log/logger";
import { mailTotal } from "@/lib/metrics/work-counters";
import { outboxDir, writeToOutbox } from "./outbox";

export { listOutbox, readOutboxMessage, type OutboxEntry } from "./outbox";

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface SentMail {
  messageId: string;
  /** Set when the message went to the outbox instead of SMTP. */
  outboxFile?: string;
}

type Mailer = (message: MailMessage & { from: string }) => Promise<SentMail>;

let mailer: Mailer | undefined;
let mailerFor: string | undefined;

function createMailer(): Mailer {
  // Read as the cache key below reads it (tests switch it after env() was first parsed).
  const SMTP_URL = process.env.SMTP_URL?.trim();
  if (SMTP_URL) {
    const smtp: Transporter = nodemailer.createTransport(SMTP_URL);
    return async (message) => {
      const info = await smtp.sendMail(message);
      return { messageId: String(info.messageId) };
    };
  }
  const stream = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  return async (message) => {
    const info = await stream.sendMail(message);
    const raw = Buffer.isBuffer(info.message) ? info.message : Buffer.from(String(info.message));
    const outboxFile = await writeToOutbox(raw, message.to, message.subject);
    return { messageId: String(info.messageId), outboxFile };
  };
}

export async function sendMail(message: MailMessage): Promise<SentMail> {
  // Re-chosen when the configuration changes (tests switch between SMTP and the outbox).
  const key = `${process.env.SMTP_URL ?? ""}|${outboxDir()}`;
  if (!mailer || mailerFor !== key) {
    mailer = createMailer();
    mailerFor = key;
  }
  let sent: SentMail;
  try {
    sent = await mailer({ ...message, from: env().MAIL_FROM });
  } catch (error) {
    mailTotal.inc({ outcome: "failed" });
    throw error;
  }
  mailTotal.inc({ outcome: "sent" });
  // The subject only: the recipient's address is personal data, and bodies carry tokens and links.
  logger().info(
    { component: "mail", subject: message.subject, ...(sent.outboxFile ? { outbox: true } : {}) },
    "mail sent",
  );
  return sent;
}
