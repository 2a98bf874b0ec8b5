// Finishes what a crash left between money phases: purchases still PENDING or CHARGING and
// refunds still REFUNDING are re-sent with their own idempotency keys (the provider answers with
// the first outcome), once they have sat long enough that no request is still working on them.
import { db } from "@/lib/db";
import { errorFields, logger } from "@/lib/log/logger";
import type { PaymentProvider } from "@/lib/payments/port";
import { completePurchase } from "./buy-gift-card";
import { completeRefund } from "./refund-gift-card";

/** A request that has not finished its phases in this long has died. */
export const STALE_AFTER_MS = 5 * 60 * 1000;

export async function recoverGiftCards(provider: PaymentProvider, now: Date) {
  const before = new Date(now.getTime() - STALE_AFTER_MS);
  const stuck = await db.giftCard.findMany({
    where: { status: { in: ["PENDING", "CHARGING", "REFUNDING"] }, updatedAt: { lte: before } },
    select: { id: true, status: true },
    take: 200,
  });
  let resumed = 0;
  for (const card of stuck) {
    try {
      if (card.status === "REFUNDING") await completeRefund(card.id, { provider, now });
      else await completePurchase(card.id, { provider, now });
      resumed += 1;
    } catch (error) {
      logger().error(
        { component: "gift-cards", giftCardId: card.id, ...errorFields(error) },
        "recovery",
      );
    }
  }
  return resumed;
}
