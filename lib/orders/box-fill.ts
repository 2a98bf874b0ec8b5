// The week's order's own writes when the kitchen fills a box it could not fill at the deadline
// (lib/kitchen/box-dishes.ts decides; lib/payments/box-edit-charge.ts charges): this folder owns
// every WeeklyOrder write (one-owner.test.ts).
import type { Tx } from "@/lib/db";
import { kyselyIn } from "@/lib/db/kysely";

/** One meal the chef's selection could not fill is now in the box. */
export async function fillOneMissingMeal(tx: Tx, orderId: string): Promise<void> {
  await kyselyIn(tx)
    .updateTable("WeeklyOrder")
    .set((eb) => ({ allergenShortfall: eb("allergenShortfall", "-", 1) }))
    .where("id", "=", orderId)
    .where("allergenShortfall", ">", 0)
    .execute();
}

/**
 * The box's totals grow by one more charged meal: an unpaid box's, which its retry then charges,
 * or a paid box's once the top-up charge succeeded.
 */
export async function addToBoxTotal(tx: Tx, orderId: string, cents: number, now: Date) {
  await kyselyIn(tx)
    .updateTable("WeeklyOrder")
    .set((eb) => ({
      subtotalCents: eb("subtotalCents", "+", cents),
      totalCents: eb("totalCents", "+", cents),
      updatedAt: now,
    }))
    .where("id", "=", orderId)
    .execute();
}
