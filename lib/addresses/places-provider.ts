// Address autocomplete providers behind one port: Google Places when GOOGLE_MAPS_API_KEY is set,
// otherwise the built-in provider over the delivery area. Saving an address resolves the chosen
// place id again on the server, so only an address that came from the options is accepted.
import { decodePlaceId, suggestPlaces, type PlaceOption } from "./built-in-places";
import { googlePlaces } from "./google-places";

export type ResolvedPlace = Omit<PlaceOption, "placeId" | "description">;

export interface PlacesProvider {
  readonly name: "built-in" | "google";
  suggest(query: string, postalCode: string | null): Promise<PlaceOption[]>;
  /** The address a place id stands for, or null when it is not a real option. */
  resolve(placeId: string): Promise<ResolvedPlace | null>;
}

const builtIn: PlacesProvider = {
  name: "built-in",
  suggest: suggestPlaces,
  resolve: async (placeId) => decodePlaceId(placeId),
};

export function placesProvider(): PlacesProvider {
  const key = process.env.GOOGLE_MAPS_API_KEY;
  return key ? googlePlaces(key) : builtIn;
}
