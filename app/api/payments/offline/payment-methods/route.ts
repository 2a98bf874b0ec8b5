import { publicRoute } from "@/lib/api/route";
import { cardFormSchema } from "@/lib/payments/card-form";
import { tokenizeOfflineCard } from "@/lib/payments/tokenize-offline-card";

// Test mode only (no Stripe keys): the offline card form posts here instead of to Stripe.
export const POST = publicRoute({ body: cardFormSchema }, ({ body, now }) =>
  tokenizeOfflineCard(body, now),
);
