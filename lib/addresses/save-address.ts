// Saves a customer's delivery address: it must have been chosen from the autocomplete options
// and lie in the delivery area. It becomes the default address for their deliveries. The kitchen's
// "edit address" (lib/kitchen/box-address.ts) checks and stores an address with the same code.
import { timeOrderedId } from "@/lib/db/ids";
import { kyselyIn } from "@/lib/db/kysely";
import { rawTransaction, type RawTx } from "@/lib/db/raw-tx";
import { AppError } from "@/lib/errors";
import { findDeliveryCity, normalizePostalCode } from "@/lib/delivery-area/postal-code";
import { resolveByCause } from "@/lib/kitchen/resolutions";
import { fillMissingAddress } from "@/lib/orders/fill-missing-address";
import { releaseDefaultAddress } from "./default-address";
import { placesProvider } from "./places-provider";
import { ADDRESS_COPY, type AddressAudience } from "./address-copy";
import { ADDRESS_MESSAGES, type Address } from "./schemas";

function fieldError(property: string, rule: string, message: string) {
  return new AppError("VALIDATION", message, {
    errors: [{ property, constraints: { [rule]: message } }],
  });
}

/**
 * The delivery area's rules: answers the normalised postal code, or throws a field error worded
 * for whoever typed the address.
 */
export async function checkAddress(
  input: Address,
  audience: AddressAudience = "customer",
): Promise<{ postalCode: string }> {
  const place = await placesProvider().resolve(input.placeId);
  const postalCode = normalizePostalCode(input.postalCode);
  if (!postalCode)
    throw fieldError("postalCode", "isPostalCode", ADDRESS_MESSAGES.postalCodeInvalid);
  // The street, city and postal code must be the ones of the option the customer chose.
  if (
    !place ||
    place.street !== input.street ||
    place.city !== input.city ||
    (place.postalCode && normalizePostalCode(place.postalCode) !== postalCode)
  ) {
    throw fieldError("street", "chosenFromOptions", ADDRESS_MESSAGES.chooseFromOptions);
  }
  if (!(await findDeliveryCity(postalCode))) {
    throw fieldError("postalCode", "inDeliveryArea", ADDRESS_COPY[audience].outsideArea);
  }
  return { postalCode };
}

/** Stores a checked address as the customer's default (the one before it is kept, not default). */
export async function insertDefaultAddress(
  tx: RawTx,
  userId: string,
  input: Address,
  postalCode: string,
  now: Date,
) {
  await releaseDefaultAddress(tx, userId);
  return kyselyIn(tx)
    .insertInto("Address")
    .values({
      id: timeOrderedId(),
      userId,
      street: input.street,
      city: input.city,
      unit: input.unit || null,
      province: input.province.toUpperCase(),
      buzzer: input.buzzer || null,
      postalCode,
      phone: input.phone,
      instructions: input.instructions || null,
      placeId: input.placeId,
      isDefault: true,
      createdAt: now,
      updatedAt: now,
    })
    .returning([
      "id",
      "street",
      "city",
      "unit",
      "province",
      "buzzer",
      "postalCode",
      "phone",
      "instructions",
    ])
    .executeTakeFirstOrThrow();
}

export async function saveAddress(userId: string, input: Address, now: Date) {
  const { postalCode } = await checkAddress(input);
  // Plain SQL on one pooled connection: Prisma's transaction cost most of a save's CPU.
  return rawTransaction(
    async (tx) => {
      const saved = await insertDefaultAddress(tx, userId, input, postalCode, now);
      // A box locked without an address takes this one: the kitchen's exception resolves itself.
      const filled = await fillMissingAddress(tx, userId, saved.id, now);
      await resolveByCause(tx, filled, "no-address", "The customer added an address.", now);
      return saved;
    },
    { named: true },
  );
}
