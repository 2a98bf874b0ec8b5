// A box locked without a delivery address (the customer had none at the deadline) takes the
// address the customer saves afterwards, so the kitchen's "no address" exception goes away by
// itself. Boxes that already have an address keep it: a change after the deadline is the kitchen's
// call, not the customer's.
import { kyselyIn } from "@/lib/db/kysely";
import type { RawTx } from "@/lib/db/raw-tx";

/** Boxes that can still go out: past the deadline, not delivered, not cancelled. */
const ON_THEIR_WAY = ["LOCKED", "PAID", "PAYMENT_FAILED", "REQUIRES_ACTION"] as const;

/** Gives the customer's address-less boxes `addressId`; answers the boxes it filled. */
export async function fillMissingAddress(
  tx: RawTx,
  userId: string,
  addressId: string,
  now: Date,
): Promise<string[]> {
  const filled = await kyselyIn(tx)
    .updateTable("WeeklyOrder")
    .set({ addressId, updatedAt: now })
    .where("userId", "=", userId)
    .where("addressId", "is", null)
    .where("status", "in", [...ON_THEIR_WAY])
    .returning("id")
    .execute();
  return filled.map((box) => box.id);
}

/**
 * The kitchen's call after the deadline: this box goes to `addressId` (an admin's edit from the
 * exceptions). Only a box still on its way; answers whether it was changed.
 */
export async function readdressBox(
  tx: RawTx,
  orderId: string,
  addressId: string,
  now: Date,
): Promise<boolean> {
  const changed = await kyselyIn(tx)
    .updateTable("WeeklyOrder")
    .set({ addressId, updatedAt: now })
    .where("id", "=", orderId)
    .where("status", "in", [...ON_THEIR_WAY])
    .executeTakeFirst();
  return changed.numUpdatedRows > 0n;
}
