// The one owner of "the customer's card": the card flagged default among those not removed. A
// partial unique index ("PaymentMethod_one_default_per_user") allows at most one per customer,
// so no reader needs an ordering to choose among several.
import type { Expression, SelectQueryBuilder } from "kysely";
import type { Prisma } from "@/generated/prisma/client";
import { db, type Tx } from "@/lib/db";
import { kyselyIn, type DB } from "@/lib/db/kysely";
import type { RawTx } from "@/lib/db/raw-tx";
import { lockCustomer } from "@/lib/users/lock-customer";

/** The default card as a Prisma filter (add `userId`). */
export const DEFAULT_CARD = { isDefault: true, removedAt: null } as const;

/** The same in a typed statement: `query` over "PaymentMethod" narrowed to the customer's card. */
export function defaultCardOf<O>(
  query: SelectQueryBuilder<DB, "PaymentMethod", O>,
  userId: string | Expression<string>,
) {
  return query
    .where("PaymentMethod.userId", "=", userId)
    .where("PaymentMethod.isDefault", "=", true)
    .where("PaymentMethod.removedAt", "is", null);
}

export async function defaultCardId(
  userId: string,
  client: Tx | typeof db = db,
): Promise<string | null> {
  const card = await client.paymentMethod.findFirst({
    where: { userId, ...DEFAULT_CARD },
    select: { id: true },
  });
  return card?.id ?? null;
}

/**
 * Cards gone (removed at the provider, or replaced): removed, and so no longer the default. The
 * one place a card stops being the default.
 */
export async function removeCards(
  tx: Tx,
  where: Prisma.PaymentMethodWhereInput,
  now: Date,
): Promise<void> {
  await tx.paymentMethod.updateMany({
    where: { ...where, removedAt: null },
    data: { isDefault: false, removedAt: now },
  });
}

/**
 * Makes room for a new card inside the caller's transaction: waits for any other card save of this
 * customer, then removes the cards on file (one card at a time; DESIGN.md). The caller then
 * inserts the new one with `isDefault: true`.
 */
export async function retireCards(tx: RawTx, userId: string, now: Date): Promise<void> {
  await lockCustomer(tx, userId);
  // removeCards for `{ userId }`, in plain SQL so a card save runs outside Prisma.
  await kyselyIn(tx)
    .updateTable("PaymentMethod")
    .set({ isDefault: false, removedAt: now })
    .where("userId", "=", userId)
    .where("removedAt", "is", null)
    .execute();
}
