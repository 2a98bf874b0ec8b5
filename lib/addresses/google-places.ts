// Google Places (web service) as an autocomplete provider: predictions restricted to Canadian
// addresses, each resolved to street, city and postal code so the form can be filled in.
import type { PlaceOption } from "./built-in-places";
import type { PlacesProvider, ResolvedPlace } from "./places-provider";

const BASE = "https://maps.googleapis.com/maps/api/place";

interface Component {
  long_name: string;
  short_name: string;
  types: string[];
}

type Fetch = (url: string) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

function part(components: Component[], type: string, short = false): string {
  const found = components.find((c) => c.types.includes(type));
  return (short ? found?.short_name : found?.long_name) ?? "";
}

export function googlePlaces(key: string, fetcher: Fetch = fetch): PlacesProvider {
  async function resolve(placeId: string): Promise<ResolvedPlace | null> {
    if (!placeId || placeId.startsWith("local:")) return null;
    const url = `${BASE}/details/json?place_id=${encodeURIComponent(placeId)}&fields=address_component&key=${key}`;
    const res = await fetcher(url);
    if (!res.ok) return null;
    const body = (await res.json()) as {
      status?: string;
      result?: { address_components?: Component[] };
    };
    const components = body.result?.address_components;
    if (body.status !== "OK" || !components) return null;
    const street = [part(components, "street_number"), part(components, "route")]
      .filter(Boolean)
      .join(" ");
    const city = part(components, "locality") || part(components, "sublocality");
    if (!street || !city) return null;
    return {
      street,
      city,
      province: part(components, "administrative_area_level_1", true) || "ON",
      postalCode: part(components, "postal_code"),
    };
  }

  return {
    name: "google",
    resolve,
    async suggest(query) {
      if (query.trim().length < 3) return [];
      const url = `${BASE}/autocomplete/json?input=${encodeURIComponent(query)}&types=address&components=country:ca&key=${key}`;
      const res = await fetcher(url);
      if (!res.ok) return [];
      const body = (await res.json()) as {
        predictions?: { place_id: string; description: string }[];
      };
      const predictions = (body.predictions ?? []).slice(0, 5);
      const resolved = await Promise.all(predictions.map((p) => resolve(p.place_id)));
      return predictions.flatMap((p, i): PlaceOption[] => {
        const place = resolved[i];
        return place ? [{ ...place, placeId: p.place_id, description: p.description }] : [];
      });
    },
  };
}
