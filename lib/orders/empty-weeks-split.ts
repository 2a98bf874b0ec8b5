// The plan's standing split choice carried to its open weeks that have no meals chosen yet (a week
// with meals keeps the halves they were chosen for). The choice is lib/subscriptions/split-delivery.ts'.
import type { Tx } from "@/lib/db";

export async function splitEmptyWeeks(tx: Tx, orderIds: string[], split: boolean): Promise<void> {
  if (orderIds.length === 0) return;
  await tx.weeklyOrder.updateMany({
    where: { id: { in: orderIds }, items: { none: {} } },
    data: { splitDelivery: split },
  });
}
