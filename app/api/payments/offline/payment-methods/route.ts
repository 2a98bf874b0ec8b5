import { publicRoute } from "@/lib/api/route";
import { cardTokenBodySchema } from "@/lib/payments/card-form";
import { tokenizeOfflineCard } from "@/lib/payments/tokenize-offline-card";

// Test mode only (no Stripe keys): the offline card form posts here instead of to Stripe. The
// body is the card and nothing else (a strict schema: an unknown field is a 400).
export const POST = publicRoute({ body: cardTokenBodySchema }, ({ body, now }) =>
  tokenizeOfflineCard(body, now),
);
