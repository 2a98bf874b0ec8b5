// The Google provider's requests and parsing, with a fake fetch (no network).
import { googlePlaces } from "./google-places";

const details = {
  status: "OK",
  result: {
    address_components: [
      { long_name: "120", short_name: "120", types: ["street_number"] },
      { long_name: "Bremner Boulevard", short_name: "Bremner Blvd", types: ["route"] },
      { long_name: "Toronto", short_name: "Toronto", types: ["locality", "political"] },
      { long_name: "Ontario", short_name: "ON", types: ["administrative_area_level_1"] },
      { long_name: "M5J 0A8", short_name: "M5J 0A8", types: ["postal_code"] },
    ],
  },
};

function fakeFetch() {
  const urls: string[] = [];
  const fetcher = async (url: string) => {
    urls.push(url);
    const body = url.includes("/autocomplete/")
      ? {
          predictions: [
            { place_id: "ChIJ1", description: "120 Bremner Blvd, Toronto, ON, Canada" },
          ],
        }
      : url.includes("place_id=ChIJ1")
        ? details
        : { status: "NOT_FOUND" };
    return { ok: true, json: async () => body };
  };
  return { urls, fetcher };
}

test("suggestions are Canadian addresses resolved to street, city and postal code", async () => {
  const { urls, fetcher } = fakeFetch();
  const options = await googlePlaces("KEY", fetcher).suggest("120 bremner", null);
  expect(options).toEqual([
    {
      placeId: "ChIJ1",
      description: "120 Bremner Blvd, Toronto, ON, Canada",
      street: "120 Bremner Boulevard",
      city: "Toronto",
      province: "ON",
      postalCode: "M5J 0A8",
    },
  ]);
  expect(urls[0]).toContain("components=country:ca");
  expect(urls[0]).toContain("input=120%20bremner");
});

test("an unknown or built-in place id does not resolve", async () => {
  const { fetcher } = fakeFetch();
  const provider = googlePlaces("KEY", fetcher);
  expect(await provider.resolve("nope")).toBeNull();
  expect(await provider.resolve("local:abc.def")).toBeNull();
  expect(await provider.resolve("ChIJ1")).toMatchObject({ city: "Toronto" });
});
