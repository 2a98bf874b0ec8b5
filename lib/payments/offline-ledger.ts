// The offline provider's side of the world, kept in PostgreSQL as Stripe keeps it on its own:
// its PaymentIntents (OfflinePayment) and the webhook events it sends. Writes from one burst of
// charges (a rollover batch calls eight at a time) share one statement, and each charge returns
// only once its record and its event are committed, as Stripe's answer would.
import { db } from "@/lib/db";
import { insertRows } from "@/lib/db/insert-rows";
import { QUEUES, insertJobs } from "@/lib/jobs/queue";

export interface OfflinePaymentRow {
  id: string;
  idempotencyKey: string;
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  status: "succeeded" | "requires_action" | "failed";
  failureCode: string | null;
}

/** A Stripe-shaped event: `{ id, type, data: { object } }`. */
export interface OfflineEvent {
  id: string;
  type: string;
  created: number;
  object: Record<string, unknown>;
}

interface Pending {
  payment: OfflinePaymentRow | null;
  event: OfflineEvent;
  done: (error?: unknown) => void;
}

let pending: Pending[] = [];
let scheduled = false;

/** Records a payment (if any) and queues its event; resolves once both are committed. */
export function record(payment: OfflinePaymentRow | null, event: OfflineEvent): Promise<void> {
  return new Promise((resolve, reject) => {
    pending.push({ payment, event, done: (error) => (error ? reject(error) : resolve()) });
    if (!scheduled) {
      scheduled = true;
      setImmediate(() => void flush());
    }
  });
}

async function flush() {
  const taken = pending;
  pending = [];
  scheduled = false;
  try {
    const now = new Date();
    const payments = taken.flatMap((p) => (p.payment ? [p.payment] : []));
    await insertRows(
      db,
      "OfflinePayment",
      {
        id: "text",
        idempotencyKey: "text",
        customerId: "text",
        paymentMethodId: "text",
        amountCents: "int",
        status: "text",
        failureCode: "text",
        createdAt: "timestamp(3)",
        updatedAt: "timestamp(3)",
      },
      payments.map((p) => ({ ...p, createdAt: now, updatedAt: now })),
      { onConflict: "do-nothing" },
    );
    await deliver(taken.map((p) => p.event));
    for (const p of taken) p.done();
  } catch (error) {
    for (const p of taken) p.done(error);
  }
}

/** Queues events for the webhook handler (signed when delivered, as Stripe signs each attempt). */
export async function deliver(events: OfflineEvent[]): Promise<void> {
  await insertJobs(
    QUEUES.webhook,
    events.map((event) => ({ payload: JSON.stringify(toStripeEvent(event)) })),
  );
}

function toStripeEvent(event: OfflineEvent) {
  return {
    id: event.id,
    object: "event",
    api_version: "2025-01-01",
    created: event.created,
    livemode: false,
    pending_webhooks: 1,
    type: event.type,
    data: { object: event.object },
  };
}

export async function findPayment(where: { id: string } | { idempotencyKey: string }) {
  return db.offlinePayment.findUnique({ where });
}
