// Canadian postal codes: normalising what a customer types, and finding the delivery city for one.
import { listDeliveryCities } from "./cities";
import { normalizePostalCode } from "./postal-code-format";

export { normalizePostalCode };

/** The delivery city covering a postal code, or null when we do not deliver there. */
export async function findDeliveryCity(postalCode: string): Promise<string | null> {
  const normalized = normalizePostalCode(postalCode);
  if (!normalized) return null;
  const prefix = normalized.slice(0, 3);
  const cities = await listDeliveryCities();
  return cities.find((city) => city.postalPrefixes.includes(prefix))?.name ?? null;
}
