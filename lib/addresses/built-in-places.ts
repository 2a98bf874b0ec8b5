// The built-in address autocomplete (used when no maps key is configured): it completes what the
// customer typed with the delivery cities that serve their postal code, and signs each option so
// the server can tell an address chosen from the list from one typed by hand.
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";
import { listDeliveryCities } from "@/lib/delivery-area/cities";
import { normalizePostalCode } from "@/lib/delivery-area/postal-code";

export interface PlaceOption {
  placeId: string;
  description: string;
  street: string;
  city: string;
  province: string;
  postalCode: string;
}

const PREFIX = "local:";

function sign(payload: string): string {
  return createHmac("sha256", authSecret())
    .update(`place:${payload}`)
    .digest("base64url")
    .slice(0, 22);
}

/** The signed place id of an address (what an option carries; tests sign one as a provider would). */
export function encode(place: Omit<PlaceOption, "placeId" | "description">): string {
  const payload = Buffer.from(
    JSON.stringify([place.street, place.city, place.postalCode]),
  ).toString("base64url");
  return `${PREFIX}${payload}.${sign(payload)}`;
}

/** The address a place id stands for, or null when it was not issued by us. */
export function decodePlaceId(
  placeId: string,
): Omit<PlaceOption, "placeId" | "description"> | null {
  if (!placeId.startsWith(PREFIX)) return null;
  const [payload, signature] = placeId.slice(PREFIX.length).split(".");
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const [street, city, postalCode] = JSON.parse(
      Buffer.from(payload, "base64url").toString("utf8"),
    ) as string[];
    return { street, city, province: "ON", postalCode };
  } catch {
    return null;
  }
}

function tidyStreet(input: string): string {
  return input
    .trim()
    .replace(/\s+/g, " ")
    .replace(/\b([a-z])([a-z]*)/g, (_, first: string, rest: string) => first.toUpperCase() + rest);
}

/**
 * Options for "123 King St W" at a postal code: a street number and a name are needed, and the
 * postal code, whose city is the one offered (issue 38: without it the typed street came back in
 * every delivery city). The form asks for the postal code first.
 */
export async function suggestPlaces(
  query: string,
  postalCode: string | null,
): Promise<PlaceOption[]> {
  const street = tidyStreet(query.split(",")[0] ?? "");
  if (!/^\d+[A-Za-z]?\s+\S{2,}/.test(street)) return [];
  const normalized = postalCode ? normalizePostalCode(postalCode) : null;
  if (!normalized) return [];
  const cities = await listDeliveryCities();
  const serving = cities.filter((city) => city.postalPrefixes.includes(normalized.slice(0, 3)));
  return serving.map((city) => {
    const place = { street, city: city.name, province: "ON", postalCode: normalized };
    const description = [street, city.name, `ON ${normalized}`].join(", ");
    return { ...place, placeId: encode(place), description };
  });
}
