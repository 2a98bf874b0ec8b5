// The hourly gift card sweep (and POST /api/cron/gift-cards, which runs it at a chosen instant):
// finish purchases and refunds a crash left half done, then send every mail that is due.
import type { PaymentProvider } from "@/lib/payments/port";
import { sendDueGiftCards } from "./deliver-gift-card";
import { recoverGiftCards } from "./recover-gift-cards";

export async function giftCardSweep(provider: PaymentProvider, now: Date) {
  const resumed = await recoverGiftCards(provider, now);
  const sent = await sendDueGiftCards(now);
  return { resumed, sent };
}
