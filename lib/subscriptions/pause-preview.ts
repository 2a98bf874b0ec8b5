// What a pause would cost the customer, shown in the Plan tab's confirmation before they pause:
// each open week it may skip with the dishes chosen for it, and the first-order saving that would
// move to a later box. Which of these weeks a given resume date skips is isWeekPaused's answer.
import { db } from "@/lib/db";
import { editableWeeks } from "@/lib/orders/week-orders";
import { pendingFirstOrderSaving } from "@/lib/orders/price-for-customer";
import type { IsoDate } from "@/lib/clock";

export interface PausePreviewWeek {
  weekStart: IsoDate;
  /** "2 × Maple miso salmon", the meals chosen so far (none: the chef would pick). */
  dishes: string[];
}

export interface PausePreview {
  weeks: PausePreviewWeek[];
  /** The first-order saving the earliest open week carries now; a pause moves it to a later box. */
  firstOrderPromoCents: number;
}

/** `plan`: the customer's live plan (customerPlan), already read by the page. */
export async function pausePreview(
  userId: string,
  plan: {
    subscriptionId: string;
    status: string;
    mealsPerWeek: number;
    pricePerMealCents: number;
  } | null,
  now: Date,
): Promise<PausePreview> {
  if (plan?.status !== "ACTIVE") return { weeks: [], firstOrderPromoCents: 0 };
  const [weeks, saving] = await Promise.all([
    openWeeksWithDishes(plan.subscriptionId, now),
    pendingFirstOrderSaving(userId, plan, now),
  ]);
  return { weeks, firstOrderPromoCents: saving?.cents ?? 0 };
}

async function openWeeksWithDishes(subscriptionId: string, now: Date): Promise<PausePreviewWeek[]> {
  const open = await editableWeeks(db, { subscriptionId }, now, { statuses: ["OPEN"] });
  if (open.length === 0) return [];
  const items = await db.orderItem.findMany({
    where: { orderId: { in: open.map((order) => order.id) } },
    orderBy: { dish: { name: "asc" } },
    select: { orderId: true, quantity: true, dish: { select: { name: true } } },
  });
  return open.map((order) => ({
    weekStart: order.weekStart,
    dishes: items
      .filter((item) => item.orderId === order.id)
      .map((item) => `${item.quantity} × ${item.dish.name}`),
  }));
}
