// The cities we deliver to, each with the postal-code prefixes (FSAs) it covers.
import { cached, catalogKeys } from "@/lib/cache/catalog";
import { db } from "@/lib/db";

export interface DeliveryCityDto {
  name: string;
  /** First three characters of a postal code, e.g. "M5V", sorted. */
  postalPrefixes: string[];
}

export function listDeliveryCities(): Promise<DeliveryCityDto[]> {
  return cached(catalogKeys.deliveryCities(), async () => {
    const cities = await db.deliveryCity.findMany({
      where: { active: true },
      orderBy: [{ sortOrder: "asc" }, { name: "asc" }],
      select: {
        name: true,
        postalPrefixes: { select: { prefix: true }, orderBy: { prefix: "asc" } },
      },
    });
    return cities.map((city) => ({
      name: city.name,
      postalPrefixes: city.postalPrefixes.map((p) => p.prefix),
    }));
  });
}
