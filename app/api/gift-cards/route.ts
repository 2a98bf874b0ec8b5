// POST /api/gift-cards: buy a gift card (signed in or not), paid by card through the payment
// port; answers the card's state and the buyer's private state link. Rate limited per address.
import { publicRoute } from "@/lib/api/route";
import { buyGiftCard } from "@/lib/gift-cards/buy-gift-card";
import { giftCardPurchaseSchema } from "@/lib/gift-cards/schemas";
import { paymentProvider } from "@/lib/payments";
import { GIFT_CARD_PURCHASE_LIMIT } from "@/lib/rate-limit/per-address";

export const POST = publicRoute(
  { body: giftCardPurchaseSchema, limit: GIFT_CARD_PURCHASE_LIMIT, identifiesCaller: true },
  async ({ body, caller, now }) => {
    const { giftCard, viewToken, authentication } = await buyGiftCard(
      body,
      caller?.userId ?? null,
      { provider: paymentProvider(), now },
    );
    return { giftCard, statusPath: `/gift-cards/status/${viewToken}`, authentication };
  },
);
