// The one owner of "the customer's delivery address": the address flagged default. A partial
// unique index ("Address_one_default_per_user") allows at most one per customer, so no reader
// needs an ordering to choose among several.
import type { Expression, SelectQueryBuilder } from "kysely";
import { db, type Tx } from "@/lib/db";
import { kyselyIn, type DB } from "@/lib/db/kysely";
import type { RawTx } from "@/lib/db/raw-tx";
import { lockCustomer } from "@/lib/users/lock-customer";

/** The default address as a Prisma filter (add `userId`). */
export const DEFAULT_ADDRESS = { isDefault: true } as const;

/** The same in a typed statement: `query` over "Address" narrowed to the customer's default. */
export function defaultAddressOf<O>(
  query: SelectQueryBuilder<DB, "Address", O>,
  userId: string | Expression<string>,
) {
  return query.where("Address.userId", "=", userId).where("Address.isDefault", "=", true);
}

export async function defaultAddressId(
  userId: string,
  client: Tx | typeof db = db,
): Promise<string | null> {
  const address = await client.address.findFirst({
    where: { userId, ...DEFAULT_ADDRESS },
    select: { id: true },
  });
  return address?.id ?? null;
}

/**
 * Makes room for a new default address inside the caller's transaction: waits for any other save
 * of this customer's address, then unflags the current default. The caller then inserts the new
 * one with `isDefault: true`.
 */
export async function releaseDefaultAddress(tx: RawTx, userId: string): Promise<void> {
  await lockCustomer(tx, userId);
  await kyselyIn(tx)
    .updateTable("Address")
    .set({ isDefault: false })
    .where("userId", "=", userId)
    .where("isDefault", "=", true)
    .execute();
}
