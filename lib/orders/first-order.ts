// Which order gets a first-order promotion (e.g. WELCOME50): exactly one, the first one charged.
// It is decided for good when the rollover locks and prices a week; before that, the order shown
// with the promotion is the earliest open week, as long as no order has reached the charge yet.
import type { Tx } from "@/lib/db";
import { db } from "@/lib/db";
import type { OrderStatus } from "./transitions";

/** Orders that reached (or passed) the charge: one of them holds the first-order promotion. */
export const REACHED_CHARGE: readonly OrderStatus[] = [
  "LOCKED",
  "PAID",
  "REQUIRES_ACTION",
  "PAYMENT_FAILED",
  "DELIVERED",
];

export async function isFirstOrderWeek(
  userId: string,
  weekStartDate: Date | null,
  client: Tx | typeof db = db,
): Promise<boolean> {
  const [charged, earlierOpen] = await Promise.all([
    client.weeklyOrder.count({ where: { userId, status: { in: [...REACHED_CHARGE] } } }),
    weekStartDate
      ? client.weeklyOrder.count({
          where: { userId, status: "OPEN", week: { startDate: { lt: weekStartDate } } },
        })
      : client.weeklyOrder.count({ where: { userId, status: "OPEN" } }),
  ]);
  return charged === 0 && earlierOpen === 0;
}
