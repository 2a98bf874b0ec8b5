// Shared by the gift card tests: a valid purchase, calls of each route, queued jobs read back.
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import * as buy from "@/app/api/gift-cards/route";
import { ZONE } from "@/lib/clock";
import { pool } from "@/lib/db";
import { QUEUES } from "@/lib/jobs/queue";
import { call } from "../../helpers";
import { uniqueEmail, uniqueIp } from "../auth-fixtures";

/** A Toronto day `days` from today. */
export function torontoDayIn(days: number): string {
  return DateTime.now().setZone(ZONE).plus({ days }).toISODate()!;
}

export function purchase(overrides: Record<string, unknown> = {}) {
  return {
    requestKey: randomUUID(),
    amountCents: 5000,
    recipientName: "Sam Rivera",
    recipientEmail: uniqueEmail("recipient"),
    message: "Happy birthday! Dinner's on me.",
    deliverOn: torontoDayIn(3),
    buyerName: "Maya Chen",
    buyerEmail: uniqueEmail("buyer"),
    paymentMethodId: "pm_card_visa",
    ...overrides,
  };
}

export const buyCard = (
  body: unknown,
  options: { token?: string; ip?: string; headers?: Record<string, string> } = {},
) =>
  call(buy.POST, "/api/gift-cards", {
    method: "POST",
    body,
    token: options.token,
    headers: { "x-forwarded-for": options.ip ?? uniqueIp(), ...options.headers },
  });

/** The jobs of a queue whose data has `key` = `value` (pg-boss's own table). */
export async function queuedJobs(queueName: string, key: string, value: string) {
  const result = await pool.query<{ data: Record<string, unknown>; start_after: Date }>(
    "SELECT data, start_after FROM pgboss.job WHERE name = $1 AND data->>$2 = $3",
    [queueName, key, value],
  );
  return result.rows;
}

/** The "your gift card was refunded" mails queued for a buyer. */
export async function refundMailsTo(buyerEmail: string) {
  const mails = await queuedJobs(QUEUES.mail, "to", buyerEmail);
  return mails.filter((job) => job.data.template === "gift-card-refunded");
}
