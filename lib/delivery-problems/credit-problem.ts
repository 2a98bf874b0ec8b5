// The credit a delivery problem gives: the customer's balance and one ledger entry, in the
// caller's transaction. The entry names the report under a unique key, so one report is never
// credited twice, whoever (the policy or an admin) and however often it is tried. `REFUND` with
// the order named, so refunds and later credits see it (lib/payments/money-returned.ts).
import type { Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { lockOrderMoney } from "@/lib/payments/money-returned";

/**
 * What is left of an order's price after refunds and earlier credits, with the order's row locked
 * until the caller commits (lib/payments/money-returned.ts: a refund at the same moment waits).
 */
export async function leftOfOrder(tx: Tx, order: { id: string }): Promise<number> {
  return (await lockOrderMoney(tx, order.id)).leftCents;
}

export async function creditProblem(
  tx: Tx,
  problem: { id: string; userId: string; orderId: string; label: string; orderNumber: string },
  cents: number,
  now: Date,
): Promise<void> {
  // Stripe-style balance: negative is credit owed. Conditional, like an admin's grant.
  const credited = await tx.user.updateMany({
    where: { id: problem.userId, status: { not: "disabled" } },
    data: { balanceCents: { decrement: cents } },
  });
  if (credited.count === 0) {
    throw new AppError("CONFLICT", "The account is deactivated: it can't be given credit.");
  }
  await tx.creditLedgerEntry.create({
    data: {
      userId: problem.userId,
      amountCents: -cents,
      reason: "REFUND",
      description: `${problem.label} (order ${problem.orderNumber})`,
      orderId: problem.orderId,
      deliveryProblemId: problem.id,
      createdAt: now,
    },
  });
}
