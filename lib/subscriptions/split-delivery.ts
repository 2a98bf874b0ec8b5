// Split delivery (half the meals on Monday, half on Thursday) is the customer's standing choice:
// it lives on the subscription, like the plan, and every week not yet chosen follows it. This is
// the one owner of that choice: a week saved with or without split (sign-up, the Meals page)
// carries it forward, Account → Delivery sets it, and a plan size that can't be split turns it off.
import type { Tx } from "@/lib/db";
import { splitDeliveryAvailability } from "@/lib/orders/meal-selection-rules";
import { splitEmptyWeeks } from "@/lib/orders/empty-weeks-split";
import { editableWeeks } from "@/lib/orders/week-orders";

/** What the subscription may store: split only on a plan size that allows it. */
export function standingSplit(wanted: boolean, mealsPerWeek: number): boolean {
  return wanted && splitDeliveryAvailability(mealsPerWeek).available;
}

/**
 * Stores the standing choice and gives it to the weeks still open (before their deadline) that
 * have no meals chosen; a week with meals keeps the halves they were chosen for. Returns the
 * value stored (false when the plan can't be split).
 */
export async function carrySplitDelivery(
  tx: Tx,
  subscriptionId: string,
  wanted: boolean,
  now: Date,
): Promise<boolean> {
  const sub = await tx.subscription.findUniqueOrThrow({
    where: { id: subscriptionId },
    select: { splitDelivery: true, plan: { select: { mealsPerWeek: true } } },
  });
  const split = standingSplit(wanted, sub.plan.mealsPerWeek);
  if (sub.splitDelivery !== split) {
    await tx.subscription.update({
      where: { id: subscriptionId },
      data: { splitDelivery: split, updatedAt: now },
    });
  }
  const open = await editableWeeks(tx, { subscriptionId }, now);
  // A week with its own box size that cannot be split (lib/meals/set-week-size.ts) stays single.
  await splitEmptyWeeks(
    tx,
    open
      .filter((week) => !split || splitDeliveryAvailability(week.mealsCount).available)
      .map((week) => week.id),
    split,
  );
  return split;
}
