// Saves the customer's card as their default payment method (POST .../payment-method).
import { db } from "@/lib/db";
import { timeOrderedId } from "@/lib/db/ids";
import { kyselyIn } from "@/lib/db/kysely";
import { rawTransaction, type RawTx } from "@/lib/db/raw-tx";
import { AppError } from "@/lib/errors";
import { paymentProvider } from "./index";
import { isExpired } from "./card-form";
import { afterCardSaved } from "./payment-recovery";
import { CARD_MESSAGES, CardDeclinedError, type SavedCard } from "./port";
import { providerCustomerId } from "./provider-customer";
import { DEFAULT_CARD, retireCards } from "./default-card";

export interface PaymentMethodDto {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  provider: string;
  testMode: boolean;
  problem: string | null;
}

export interface SavedPaymentMethodDto extends PaymentMethodDto {
  /** Failed orders this card is now paying (queued): their outcome is in `cardRetries`. */
  retryingOrderIds: string[];
}

export async function savePaymentMethod(
  userId: string,
  paymentMethodId: string,
  now: Date,
): Promise<SavedPaymentMethodDto> {
  const provider = paymentProvider();
  const customerId = await providerCustomerId(userId);
  let card;
  try {
    card = await provider.attachPaymentMethod(customerId, paymentMethodId);
  } catch (error) {
    if (error instanceof CardDeclinedError) throw new AppError("PAYMENT_REQUIRED", error.message);
    throw error;
  }
  // The card form checks expiry too, but an API caller can send any payment method id.
  if (isExpired(card, now)) throw new AppError("PAYMENT_REQUIRED", CARD_MESSAGES.EXPIRED);
  const { created, retryingOrderIds } = await rawTransaction(
    (tx) => recordSavedCard(tx, userId, provider.name, card, now),
    { named: true },
  );
  return { ...toDto(created, provider.testMode), retryingOrderIds };
}

/** The card becomes the customer's only default one (also from Stripe's setup_intent.succeeded). */
export async function recordSavedCard(
  tx: RawTx,
  userId: string,
  provider: string,
  card: SavedCard,
  now: Date,
) {
  await retireCards(tx, userId, now);
  const created = await kyselyIn(tx)
    .insertInto("PaymentMethod")
    .values({ id: timeOrderedId(), userId, provider, ...card, isDefault: true, createdAt: now })
    .returning(["id", "brand", "last4", "expMonth", "expYear", "provider", "problem"])
    .executeTakeFirstOrThrow();
  // A new card retries a failed charge at once and takes an on-hold plan back to ACTIVE.
  const retryingOrderIds = await afterCardSaved(tx, userId, now);
  return { created, retryingOrderIds };
}

export async function defaultPaymentMethod(userId: string): Promise<PaymentMethodDto | null> {
  const method = await db.paymentMethod.findFirst({
    where: { userId, ...DEFAULT_CARD },
  });
  return method ? toDto(method, paymentProvider().testMode) : null;
}

function toDto(
  method: {
    id: string;
    brand: string;
    last4: string;
    expMonth: number;
    expYear: number;
    provider: string;
    problem: string | null;
  },
  testMode: boolean,
): PaymentMethodDto {
  return {
    id: method.id,
    brand: method.brand,
    last4: method.last4,
    expMonth: method.expMonth,
    expYear: method.expYear,
    provider: method.provider,
    testMode,
    problem: method.problem,
  };
}
