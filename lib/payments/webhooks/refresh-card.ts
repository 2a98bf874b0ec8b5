// payment_method.attached and .automatically_updated: the card as the provider has it now (the
// card updater gives a new expiry or last 4). A new expiry that is far enough away clears an
// EXPIRING_SOON or EXPIRED flag.
import { impliedProblem } from "@/lib/payments/payment-problem";
import { db } from "@/lib/db";
import { field, NOTHING, type WebhookHandler } from "./types";

export const refreshCard: WebhookHandler = async (event, { provider, now }) => {
  const id = field(event, "id");
  if (typeof id !== "string") return NOTHING;
  const known = await db.paymentMethod.findMany({
    where: { providerPaymentMethodId: id, removedAt: null },
    select: { id: true, problem: true, problemSince: true, createdAt: true },
  });
  if (known.length === 0) return NOTHING;
  const card = await provider.retrieveCard(id);
  return async (tx) => {
    for (const row of known) {
      const expiryProblem = row.problem === "EXPIRING_SOON" || row.problem === "EXPIRED";
      const stillImplied = impliedProblem({ ...card, ...row, problem: null }, now);
      await tx.paymentMethod.update({
        where: { id: row.id },
        data: {
          brand: card.brand,
          last4: card.last4,
          expMonth: card.expMonth,
          expYear: card.expYear,
          ...(expiryProblem && !stillImplied ? { problem: null, problemSince: null } : {}),
        },
      });
    }
  };
};
