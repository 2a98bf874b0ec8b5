// GET /api/gift-cards/status/{token}: a gift card's state, for whoever holds its receipt's link.
import { z } from "zod";
import { publicRoute } from "@/lib/api/route";
import { giftCardByToken } from "@/lib/gift-cards/read-gift-cards";

const params = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "Not a gift card link") });

export const GET = publicRoute({ params }, ({ params }) => giftCardByToken(params.token));
