// POST /api/cron/gift-cards (Authorization: Bearer $CRON_SECRET): the hourly gift card sweep now
// (or at the test clock's instant): finishes half-done purchases and refunds, sends due mails.
import { cronRoute } from "@/lib/api/route";
import { giftCardSweep } from "@/lib/gift-cards/sweep";
import { paymentProvider } from "@/lib/payments";

export const POST = cronRoute({}, ({ now }) => giftCardSweep(paymentProvider(), now));
