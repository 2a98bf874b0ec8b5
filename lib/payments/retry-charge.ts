// A failed weekly charge tried again: at once when the customer saves a new card, and once a day
// for three days with the same card (payment-recovery.ts). Same atomic phases as the rollover: the
// retry's charge row (PENDING, key `charge:{subscriptionId}:{weekId}:retry:{n}`) commits before the
// provider is called, the outcome after. A crash between phases resumes the same row and key.
import { fromDateColumn } from "@/lib/clock";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { enqueue, QUEUES } from "@/lib/jobs/queue";
import { kyselyIn } from "@/lib/db/kysely";
import { defaultCardId } from "./default-card";
import { chargeKey, claimCharges, sendCharges } from "./charge-orders";
import { settleCharges } from "./settle-charges";
import type { PaymentProvider } from "./port";

export type RetryReason = "new-card" | "daily";
export type RetryResult = "paid" | "failed" | "waiting" | "not-due";

export interface RetryDeps {
  provider: PaymentProvider;
  now: Date;
  /** Tests stop the process between phases here. */
  failpoint?: (phase: "after-intent" | "after-claim" | "after-provider") => void | Promise<void>;
}

export const retryKey = (subscriptionId: string, weekId: string, attempt: number) =>
  `${chargeKey(subscriptionId, weekId)}:retry:${attempt}`;

export async function retryOrderCharge(orderId: string, deps: RetryDeps): Promise<RetryResult> {
  const intent = await db.$transaction((tx) => recordRetryIntent(tx, orderId, deps.now));
  if (!intent) return "not-due";
  await deps.failpoint?.("after-intent");
  const claimed = await claimCharges([orderId], deps.now);
  await deps.failpoint?.("after-claim");
  const sent = await sendCharges(claimed, deps.provider);
  await deps.failpoint?.("after-provider");
  const settled = await settleCharges(sent, [orderId], intent.weekStart, deps.now);
  if (settled.paid.length > 0) return "paid";
  if (settled.waiting.length > 0) return "waiting";
  return "failed";
}

/**
 * An admin's "Retry charge now": the retry's charge row and its job commit together, and only
 * one retry of an order is under way at a time: while one is, another answers 409 (20 clicks at
 * once made 20 declined attempts before). The job sends the charge (retryOrderCharge resumes the
 * row this wrote).
 */
export async function requestRetryCharge(
  order: { id: string; number: string },
  now: Date,
): Promise<void> {
  await db.$transaction(async (tx) => {
    const intent = await recordRetryIntent(tx, order.id, now);
    if (!intent) {
      throw new AppError(
        "CONFLICT",
        `Order ${order.number} is not waiting on a failed payment any more: reload to see it.`,
      );
    }
    if (!intent.fresh) {
      throw new AppError(
        "CONFLICT",
        `A retry of order ${order.number}'s charge is already under way: its result shows here in a moment.`,
      );
    }
    await enqueue(QUEUES.retryCharge, { orderId: order.id, reason: "admin" }, { tx });
  });
}

/**
 * Phase 1, in the caller's transaction: the retry's charge, with the customer's current default
 * card. An earlier retry left PENDING or CHARGING (under way, or stopped by a crash) is resumed
 * instead (same key: the provider answers once); `fresh` says which.
 */
async function recordRetryIntent(tx: Tx, orderId: string, now: Date) {
  const order = await kyselyIn(tx)
    .selectFrom("WeeklyOrder as o")
    .innerJoin("Week as w", "w.id", "o.weekId")
    .select([
      "o.id",
      "o.status",
      "o.userId",
      "o.subscriptionId",
      "o.weekId",
      "o.totalCents",
      "o.heldAt",
      "w.startDate",
    ])
    .where("o.id", "=", orderId)
    .forUpdate("o")
    .executeTakeFirst();
  // A box the kitchen holds is not charged until it is released (lib/orders/hold-box.ts).
  if (!order || order.status !== "PAYMENT_FAILED" || order.heldAt) return null;
  const weekStart = fromDateColumn(order.startDate);
  const charges = await tx.charge.findMany({
    where: { orderId },
    select: { status: true, attempt: true },
  });
  if (charges.some((c) => c.status === "PENDING" || c.status === "CHARGING"))
    return { weekStart, fresh: false };
  const cardId = await defaultCardId(order.userId, tx);
  const attempt = Math.max(0, ...charges.map((c) => c.attempt)) + 1;
  await tx.charge.create({
    data: {
      userId: order.userId,
      orderId,
      paymentMethodId: cardId,
      amountCents: order.totalCents,
      idempotencyKey: retryKey(order.subscriptionId, order.weekId, attempt),
      attempt,
      createdAt: now,
      updatedAt: now,
    },
  });
  return { weekStart, fresh: true };
}
