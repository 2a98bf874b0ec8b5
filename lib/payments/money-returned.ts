// What an order's customer has already had back: refunds to the card (any not failed) and credit
// for a box that did not arrive (lib/deliveries; a REFUND entry of the credit ledger that no admin
// took back). One owner, read inside the caller's transaction after it locked the order, so a
// refund and a delivery credit never give the same money back twice.
import { kyselyIn } from "@/lib/db/kysely";
import type { RawTx } from "@/lib/db/raw-tx";

export interface MoneyReturned {
  refundedCents: number;
  creditedCents: number;
}

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
