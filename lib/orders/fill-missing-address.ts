// A box locked without a delivery address (the customer had none at the deadline) takes the
// address the customer saves afterwards, so the kitchen's "no address" exception goes away by
// itself. Boxes that already have an address keep it: a change after the deadline is the kitchen's
// call, not the customer's.
import type { Tx } from "@/lib/db";

/** Boxes that can still go out: past the deadline, not delivered, not cancelled. */
const ON_THEIR_WAY = ["LOCKED", "PAID", "PAYMENT_FAILED", "REQUIRES_ACTION"] as const;

/** Gives the customer's address-less boxes `addressId`; answers the boxes it filled. */
export async function fillMissingAddress(
  tx: Tx,
  userId: string,
  addressId: string,
  now: Date,
): Promise<string[]> {
  const boxes = await tx.weeklyOrder.findMany({
    where: { userId, addressId: null, status: { in: [...ON_THEIR_WAY] } },
    select: { id: true },
  });
  if (boxes.length === 0) return [];
  const ids = boxes.map((b) => b.id);
  await tx.weeklyOrder.updateMany({
    where: { id: { in: ids }, addressId: null },
    data: { addressId, updatedAt: now },
  });
  return ids;
}
