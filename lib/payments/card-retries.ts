// What the customer's current card has been asked to pay since it was saved: each failed order a
// new card retries (payment-recovery.ts queues them) and how that retry ended. The Payment tab
// reads it after a save to say what happened ("Paid $83.94 with Visa ·4242") instead of guessing.
import { db } from "@/lib/db";
import { DEFAULT_CARD } from "./default-card";

export type RetryOutcome = "trying" | "paid" | "failed" | "waiting";

export interface CardRetryDto {
  orderId: string;
  number: string;
  amountCents: number;
  outcome: RetryOutcome;
}

const OUTCOME: Record<string, RetryOutcome> = {
  PENDING: "trying",
  CHARGING: "trying",
  REQUIRES_ACTION: "waiting",
  SUCCEEDED: "paid",
  REFUNDED: "paid",
  FAILED: "failed",
};

export async function cardRetries(userId: string): Promise<CardRetryDto[]> {
  const card = await db.paymentMethod.findFirst({
    where: { userId, ...DEFAULT_CARD },
    select: { id: true },
  });
  if (!card) return [];
  // Failed orders (their retry is queued or running) and orders this card was charged for on a
  // retry (attempt > 0: the rollover's own charge is attempt 0, not a card update's doing).
  const orders = await db.weeklyOrder.findMany({
    where: {
      userId,
      OR: [
        { status: "PAYMENT_FAILED" },
        { charges: { some: { paymentMethodId: card.id, attempt: { gt: 0 } } } },
      ],
    },
    select: {
      id: true,
      number: true,
      totalCents: true,
      charges: {
        where: { paymentMethodId: card.id, attempt: { gt: 0 } },
        orderBy: { attempt: "desc" },
        take: 1,
        select: { status: true, amountCents: true },
      },
    },
    orderBy: { number: "asc" },
  });
  return orders.map((order) => {
    const charge = order.charges[0];
    return {
      orderId: order.id,
      number: order.number,
      amountCents: charge?.amountCents ?? order.totalCents,
      // No charge with this card yet: the retry is still in the queue.
      outcome: charge ? OUTCOME[charge.status] : "trying",
    };
  });
}
