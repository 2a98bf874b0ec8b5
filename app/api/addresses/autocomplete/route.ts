import { z } from "zod";
import { placesProvider } from "@/lib/addresses/places-provider";
import { publicRoute } from "@/lib/api/route";

const query = z.object({
  q: z.string().max(200).default(""),
  postalCode: z.string().max(10).optional(),
});

export const GET = publicRoute({ query }, async ({ query }) => {
  const provider = placesProvider();
  return {
    provider: provider.name,
    options: await provider.suggest(query.q, query.postalCode ?? null),
  };
});
