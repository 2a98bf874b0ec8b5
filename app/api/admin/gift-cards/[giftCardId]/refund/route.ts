// POST /api/admin/gift-cards/{giftCardId}/refund { reason }: refund a paid gift card nobody has
// redeemed (its code stops working), through the payment port; audited.
import { z } from "zod";
import { id } from "@/lib/api/params";
import { adminRoute } from "@/lib/api/route";
import { refundGiftCard } from "@/lib/gift-cards/refund-gift-card";
import { giftCardRefundSchema } from "@/lib/gift-cards/schemas";
import { paymentProvider } from "@/lib/payments";

const params = z.object({ giftCardId: id });

export const POST = adminRoute(
  { params, body: giftCardRefundSchema },
  ({ params, body, caller, now }) =>
    refundGiftCard(
      { giftCardId: params.giftCardId, reason: body.reason, actorId: caller.userId },
      { provider: paymentProvider(), now },
    ),
);
