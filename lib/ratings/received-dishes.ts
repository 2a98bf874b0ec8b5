// Which dishes of a box the customer can rate: the ones that reached them. A dish they reported
// missing (every one of it, across both halves of a split box) was never eaten, so Past orders,
// the /rate/{token} page and the "How was your box?" mail leave it out and rating it is refused.
// One owner for that rule: box-ratings.ts and rating-mail.ts both ask here.
import { db } from "@/lib/db";

interface Counted {
  dishId: string;
  quantity: number;
}

/** The dish ids of `items` with more delivered than reported missing. */
export function receivedDishIds(
  items: readonly Counted[],
  missing: readonly Counted[],
): Set<string> {
  const left = new Map<string, number>();
  for (const item of items) left.set(item.dishId, (left.get(item.dishId) ?? 0) + item.quantity);
  for (const report of missing) {
    left.set(report.dishId, (left.get(report.dishId) ?? 0) - report.quantity);
  }
  return new Set([...left].filter(([, count]) => count > 0).map(([dishId]) => dishId));
}

/**
 * The box's dishes the customer received: its items (as the caller read them) less its "missing"
 * reports.
 */
export async function receivedDishesOf(
  orderId: string,
  items: readonly Counted[],
): Promise<Set<string>> {
  // A report an admin denied still says the customer never had it: no stars for an uneaten dish.
  const reports = await db.deliveryProblem.findMany({
    where: { orderId, kind: "MISSING", dishId: { not: null } },
    select: { dishId: true, quantity: true },
  });
  return receivedDishIds(
    items,
    reports.map((r) => ({ dishId: r.dishId ?? "", quantity: r.quantity })),
  );
}
