// One outbox message read for the admin's page (issue 26 defect 12: it only downloaded as .eml):
// the headers, the plain text and the HTML as the mail was sent, and its attachments by name.
import { simpleParser } from "mailparser";
import { adminOutboxMessage } from "./admin-outbox";

export interface OutboxMessageView {
  name: string;
  subject: string;
  from: string;
  to: string;
  date: string | null;
  text: string | null;
  /** Shown in a sandboxed frame (no scripts, no forms, no navigation). */
  html: string | null;
  attachments: { filename: string; contentType: string; size: number }[];
}

const addresses = (value: { text: string } | { text: string }[] | undefined) =>
  (Array.isArray(value) ? value.map((v) => v.text).join(", ") : value?.text) ?? "";

export async function outboxMessageView(name: string): Promise<OutboxMessageView> {
  const parsed = await simpleParser(await adminOutboxMessage(name));
  return {
    name,
    subject: parsed.subject ?? "(no subject)",
    from: addresses(parsed.from),
    to: addresses(parsed.to),
    date: parsed.date?.toISOString() ?? null,
    text: parsed.text?.trim() || null,
    html: typeof parsed.html === "string" ? parsed.html : null,
    attachments: parsed.attachments.map((a) => ({
      filename: a.filename ?? "attachment",
      contentType: a.contentType,
      size: a.size,
    })),
  };
}
