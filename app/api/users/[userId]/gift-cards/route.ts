// GET /api/users/{userId}/gift-cards: the gift cards this customer bought while signed in.
import { userParams } from "@/lib/api/params";
import { userReadRoute } from "@/lib/api/route";
import { giftCardsBoughtBy } from "@/lib/gift-cards/read-gift-cards";

export const GET = userReadRoute({ params: userParams }, async ({ params }) => ({
  items: await giftCardsBoughtBy(params.userId),
}));
