// GET /api/admin/gift-cards?q=: find gift cards by buyer's or recipient's email, code or id.
import { adminRoute } from "@/lib/api/route";
import { searchGiftCards } from "@/lib/gift-cards/read-gift-cards";
import { giftCardSearchSchema } from "@/lib/gift-cards/schemas";

export const GET = adminRoute({ query: giftCardSearchSchema }, async ({ query }) => ({
  items: await searchGiftCards(query.q),
}));
