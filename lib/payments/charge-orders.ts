// The money phases 2 and 3 (the rollover's batches and every retry): claim the charges (PENDING → CHARGING, committed before the
// provider hears of them), then call the provider with each charge's idempotency key. A charge
// left CHARGING by a crash is claimed again and re-sent with the same key: the provider answers
// with the first outcome instead of charging twice.
import { db } from "@/lib/db";
import { statesThatMayBecome } from "@/lib/orders/transitions";
import type { ChargeOutcome, PaymentProvider } from "./port";

/** The idempotency key of a week's charge (a retry adds `:retry:{n}`, retry-charge.ts). */
export const chargeKey = (subscriptionId: string, weekId: string) =>
  `charge:${subscriptionId}:${weekId}`;

export interface ClaimedCharge {
  id: string;
  orderId: string;
  userId: string;
  amountCents: number;
  idempotencyKey: string;
  providerPaymentMethodId: string | null;
  providerCustomerId: string | null;
  orderNumber: string;
}

export type SentCharge = ClaimedCharge & { outcome: ChargeOutcome };

// Only an order that may still be paid is charged (the transition table's).
const PAYABLE = statesThatMayBecome("PAID");

export async function claimCharges(orderIds: string[], now: Date): Promise<ClaimedCharge[]> {
  if (orderIds.length === 0) return [];
  return db.$queryRaw<ClaimedCharge[]>`
    WITH claimed AS (
      UPDATE "Charge" AS c SET status = 'CHARGING', "updatedAt" = ${now}
      FROM "WeeklyOrder" AS o
      WHERE c."orderId" = ANY(${orderIds}::text[]) AND c."orderId" = o.id
        AND o.status::text = ANY(${PAYABLE}::text[])
        AND c.status IN ('PENDING', 'CHARGING')
      RETURNING c.id, c."orderId", c."userId", c."amountCents", c."idempotencyKey",
        c."paymentMethodId", o.number AS "orderNumber"
    )
    SELECT claimed.id, claimed."orderId", claimed."userId", claimed."amountCents",
      claimed."idempotencyKey", claimed."orderNumber",
      pm."providerPaymentMethodId", u."providerCustomerId"
    FROM claimed
    JOIN "User" u ON u.id = claimed."userId"
    LEFT JOIN "PaymentMethod" pm ON pm.id = claimed."paymentMethodId"`;
}

const MISSING_CARD: ChargeOutcome = {
  ok: false,
  problem: "DECLINED",
  message: "Payment method missing",
};

/**
 * Calls the provider as many charges at a time as it allows; a thrown error (network) fails the
 * whole batch, and its retry re-sends the same idempotency keys.
 */
export async function sendCharges(
  claimed: ClaimedCharge[],
  provider: PaymentProvider,
): Promise<SentCharge[]> {
  const concurrency = Math.max(1, provider.chargeConcurrency);
  const sent: SentCharge[] = [];
  for (let i = 0; i < claimed.length; i += concurrency) {
    const slice = claimed.slice(i, i + concurrency);
    const outcomes = await Promise.all(
      slice.map((charge) =>
        charge.providerPaymentMethodId
          ? provider.charge({
              customerId: charge.providerCustomerId ?? "",
              paymentMethodId: charge.providerPaymentMethodId,
              amountCents: charge.amountCents,
              idempotencyKey: charge.idempotencyKey,
              description: `Lakeshore Kitchen order ${charge.orderNumber}`,
              chargeId: charge.id,
            })
          : Promise.resolve(MISSING_CARD),
      ),
    );
    slice.forEach((charge, j) => sent.push({ ...charge, outcome: outcomes[j] }));
  }
  return sent;
}
