// What a Canadian postal code looks like, browser-safe (the address forms check it as they type;
// postal-code.ts adds the delivery city, from the database).

const POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/;

/** "m5v3l9" or " M5V 3L9 " → "M5V 3L9"; null when it is not a Canadian postal code. */
export function normalizePostalCode(input: string): string | null {
  const compact = input.replace(/\s+/g, "").toUpperCase();
  if (!POSTAL_CODE.test(compact)) return null;
  return `${compact.slice(0, 3)} ${compact.slice(3)}`;
}
