// Canadian postal codes: normalising what a customer types, and finding the delivery city for one.
import { listDeliveryCities } from "./cities";

const POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/;

/** "m5v3l9" or " M5V 3L9 " → "M5V 3L9"; null when it is not a Canadian postal code. */
export function normalizePostalCode(input: string): string | null {
  const compact = input.replace(/\s+/g, "").toUpperCase();
  if (!POSTAL_CODE.test(compact)) return null;
  return `${compact.slice(0, 3)} ${compact.slice(3)}`;
}

/** The delivery city covering a postal code, or null when we do not deliver there. */
export async function findDeliveryCity(postalCode: string): Promise<string | null> {
  const normalized = normalizePostalCode(postalCode);
  if (!normalized) return null;
  const prefix = normalized.slice(0, 3);
  const cities = await listDeliveryCities();
  return cities.find((city) => city.postalPrefixes.includes(prefix))?.name ?? null;
}
