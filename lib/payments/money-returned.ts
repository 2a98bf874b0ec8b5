// What an order's customer has already had back, and what may still go back: refunds to the card
// (any not failed) and credit against the order (a problem report's, a box not delivered: REFUND
// entries of the credit ledger that no admin took back). One owner for every path that returns
// money for an order (refund-order.ts, lib/delivery-problems, lib/deliveries/decide-stop.ts):
// each first calls lockOrderMoney, which locks the order's row, so two admins (or an admin and
// the customer's own report) take turns and the second sees what the first gave back.
import type { Kysely } from "kysely";
import { kysely, kyselyIn, type DB } from "@/lib/db/kysely";
import { anyText } from "@/lib/db/sql-params";
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
  return moneyOf(order, await moneyReturned(tx, orderId));
}

/**
 * What may still be refunded to the card: what is left of the box's cost, and never more than the
 * card was charged less what was refunded to it. The refund call and the refund form both use it.
 */
export function refundableCents(money: OrderMoney, cardChargeCents: number): number {
  return Math.max(0, Math.min(money.leftCents, cardChargeCents - money.refundedCents));
}

/** Read inside the caller's transaction; callers that give money back use lockOrderMoney. */
export async function moneyReturned(tx: RawTx, orderId: string): Promise<MoneyReturned> {
  return (await moneyReturnedFor(kyselyIn(tx), [orderId])).get(orderId) ?? NOTHING_RETURNED;
}

const NOTHING_RETURNED: MoneyReturned = { refundedCents: 0, creditedCents: 0 };

/**
 * The same for several orders at once, for a screen that lists them (no lock: what it shows is
 * checked again, under the lock, when someone acts on it).
 */
export async function orderMoneyOf(
  orders: readonly { id: string; totalCents: number; giftCents: number; creditCents: number }[],
): Promise<Map<string, OrderMoney>> {
  const returned = await moneyReturnedFor(
    kysely,
    orders.map((o) => o.id),
  );
  return new Map(orders.map((o) => [o.id, moneyOf(o, returned.get(o.id) ?? NOTHING_RETURNED)]));
}

function moneyOf(
  order: { id: string; totalCents: number; giftCents: number; creditCents: number },
  returned: MoneyReturned,
): OrderMoney {
  const costCents = order.totalCents + order.giftCents + order.creditCents;
  return {
    orderId: order.id,
    costCents,
    ...returned,
    leftCents: Math.max(0, costCents - returned.refundedCents - returned.creditedCents),
  };
}

async function moneyReturnedFor(
  sql: Kysely<DB>,
  orderIds: readonly string[],
): Promise<Map<string, MoneyReturned>> {
  if (orderIds.length === 0) return new Map();
  const refunded = sql
    .selectFrom("Refund as r")
    .innerJoin("Charge as c", "c.id", "r.chargeId")
    .where("c.orderId", "=", anyText(orderIds))
    .where("r.status", "<>", "FAILED")
    .groupBy("c.orderId")
    .select((s) => ["c.orderId", s.fn.sum<string>("r.amountCents").as("cents")]);
  const credited = sql
    .selectFrom("CreditLedgerEntry as e")
    .where("e.orderId", "=", anyText(orderIds))
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
    .groupBy("e.orderId")
    .select((s) => ["e.orderId", s.fn.sum<string>("e.amountCents").as("cents")]);
  // One after the other: inside a transaction both run on its one connection.
  const refunds = await refunded.execute();
  const credits = await credited.execute();
  const out = new Map<string, MoneyReturned>();
  const entry = (id: string) => out.get(id) ?? { ...NOTHING_RETURNED };
  // sum() of integers is a bigint in PostgreSQL: read as text by pg. Credit entries are negative
  // (Stripe-style): what was given is their negation.
  for (const { orderId, cents } of refunds) {
    if (orderId) out.set(orderId, { ...entry(orderId), refundedCents: Number(cents) });
  }
  for (const { orderId, cents } of credits) {
    if (orderId) out.set(orderId, { ...entry(orderId), creditedCents: -Number(cents) });
  }
  return out;
}
