// Sends transactional mail. The transport is chosen here and only here: SMTP when SMTP_URL is
// set, otherwise each message is written as an .eml file to the outbox folder (dev, tests, demo).
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/lib/config/env";
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
  const sent = await mailer({ ...message, from: env().MAIL_FROM });
  // Recipient and subject only: bodies carry tokens and links that must never reach a log.
  if (sent.outboxFile && process.env.NODE_ENV !== "test") {
    console.info(`[mail] "${message.subject}" for ${message.to} written to ${sent.outboxFile}`);
  }
  return sent;
}
