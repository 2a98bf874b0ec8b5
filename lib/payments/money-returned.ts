// What an order's customer has already had back, and what may still go back: refunds to the card
// (any not failed) and credit against the order (a problem report's, a box not delivered: REFUND
// entries of the credit ledger that no admin took back). One owner for every path that returns
// money for an order (refund-order.ts, lib/delivery-problems, lib/deliveries/decide-stop.ts):
// each first calls lockOrderMoney, which locks the order's row, so two admins (or an admin and
// the customer's own report) take turns and the second sees what the first gave back.
import { kyselyIn } from "@/lib/db/kysely";
import type { RawTx } from "@/lib/db/raw-tx";
import { notFound } from "@/lib/errors";

export interface MoneyReturned {
  refundedCents: number;
  creditedCents: number;
}

export interface OrderMoney extends MoneyReturned {
  orderId: string;
  /** What the box cost: its charge plus the gift balance and credit it used. */
  costCents: number;
  /** Still to give back in any form: the cost less refunds and credits. */
  leftCents: number;
}

/**
 * Locks the order's row for the rest of the caller's transaction and answers what it cost and
 * what is left to give back. Every refund and credit against an order calls this first.
 */
export async function lockOrderMoney(tx: RawTx, orderId: string): Promise<OrderMoney> {
  const order = await kyselyIn(tx)
    .selectFrom("WeeklyOrder")
    .select(["id", "totalCents", "giftCents", "creditCents"])
    .where("id", "=", orderId)
    .forUpdate()
    .executeTakeFirst();
  if (!order) throw notFound("Order");
  const returned = await moneyReturned(tx, orderId);
  const costCents = order.totalCents + order.giftCents + order.creditCents;
  return {
    orderId,
    costCents,
    ...returned,
    leftCents: Math.max(0, costCents - returned.refundedCents - returned.creditedCents),
  };
}

/** Read inside the caller's transaction; callers that give money back use lockOrderMoney. */
export async function moneyReturned(tx: RawTx, orderId: string): Promise<MoneyReturned> {
  const sql = kyselyIn(tx);
  const refunded = sql
    .selectFrom("Refund as r")
    .innerJoin("Charge as c", "c.id", "r.chargeId")
    .where("c.orderId", "=", orderId)
    .where("r.status", "<>", "FAILED")
    .select((s) => s.fn.coalesce(s.fn.sum<number>("r.amountCents"), s.lit(0)).as("cents"));
  const credited = sql
    .selectFrom("CreditLedgerEntry as e")
    .where("e.orderId", "=", orderId)
    .where("e.reason", "=", "REFUND")
    .where((w) =>
      w.not(
        w.exists(
          w
            .selectFrom("CreditLedgerEntry as back")
            .whereRef("back.reversesEntryId", "=", "e.id")
            .select("back.id"),
        ),
      ),
    )
    .select((s) => s.fn.coalesce(s.fn.sum<number>("e.amountCents"), s.lit(0)).as("cents"));
  // One after the other: both run on the caller's one transaction.
  const r = await refunded.executeTakeFirst();
  const c = await credited.executeTakeFirst();
  // sum() of integers is a bigint in PostgreSQL: read as text by pg, a number here. Credit
  // entries are negative (Stripe-style): what was given is their negation.
  return { refundedCents: Number(r?.cents ?? 0), creditedCents: -Number(c?.cents ?? 0) };
}
