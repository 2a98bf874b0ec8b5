// The outbox for admins (test mode only): when SMTP is configured there is none to show.
import { AppError, notFound } from "@/lib/errors";
import { listOutbox, readOutboxMessage } from "./outbox";

export function outboxEnabled(): boolean {
  return !process.env.SMTP_URL?.trim();
}

function assertEnabled() {
  if (!outboxEnabled())
    throw new AppError("NOT_FOUND", "Mail goes out over SMTP: there is no outbox.");
}

export async function adminOutbox(limit = 100) {
  assertEnabled();
  const entries = await listOutbox({ limit });
  return entries.map(({ name, to, subject, date, size }) => ({ name, to, subject, date, size }));
}

export async function adminOutboxMessage(name: string): Promise<string> {
  assertEnabled();
  try {
    return await readOutboxMessage(name);
  } catch {
    throw notFound("Message");
  }
}
