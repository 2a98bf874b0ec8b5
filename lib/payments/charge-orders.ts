// The money phases 2 and 3 (the rollover's batches and every retry): claim the charges (PENDING → CHARGING, committed before the
// provider hears of them), then call the provider with each charge's idempotency key. A charge
// left CHARGING by a crash is claimed again and re-sent with the same key: the provider answers
// with the first outcome instead of charging twice.
import type { NotNull } from "kysely";
import { kysely } from "@/lib/db/kysely";
import { anyText, at } from "@/lib/db/sql-params";
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
  return (
    kysely
      .with("claimed", (db) =>
        db
          .updateTable("Charge as c")
          .from("WeeklyOrder as o")
          .set({ status: "CHARGING", updatedAt: at(now) })
          .where("c.orderId", "=", anyText(orderIds))
          .whereRef("c.orderId", "=", "o.id")
          .where((eb) => eb(eb.cast<string>(eb.ref("o.status"), "text"), "=", anyText(PAYABLE)))
          .where("c.status", "in", ["PENDING", "CHARGING"])
          .returning([
            "c.id",
            "c.orderId",
            "c.userId",
            "c.amountCents",
            "c.idempotencyKey",
            "c.paymentMethodId",
            "o.number as orderNumber",
          ]),
      )
      .selectFrom("claimed")
      .innerJoin("User as u", "u.id", "claimed.userId")
      .leftJoin("PaymentMethod as pm", "pm.id", "claimed.paymentMethodId")
      .select([
        "claimed.id",
        "claimed.orderId",
        "claimed.userId",
        "claimed.amountCents",
        "claimed.idempotencyKey",
        "claimed.orderNumber",
        "pm.providerPaymentMethodId",
        "u.providerCustomerId",
      ])
      // Joined on the order above, so never null.
      .$narrowType<{ orderId: NotNull }>()
      .execute()
  );
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
