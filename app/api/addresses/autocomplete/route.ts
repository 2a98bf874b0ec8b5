import { z } from "zod";
import { suggestPlaces } from "@/lib/addresses/built-in-places";
import { publicRoute } from "@/lib/api/route";

const query = z.object({
  q: z.string().max(200).default(""),
  postalCode: z.string().max(10).optional(),
});

export const GET = publicRoute({ query }, async ({ query }) => ({
  provider: "built-in",
  options: await suggestPlaces(query.q, query.postalCode ?? null),
}));
