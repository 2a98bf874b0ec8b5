// GET/POST /api/admin/add-ons: the add-on catalogue (desserts, drinks, breakfast, snacks) and a
// new add-on.
import { z } from "zod";
import { adminRoute } from "@/lib/api/route";
import { addOnInputSchema } from "@/lib/add-ons/add-on-schema";
import { createAddOn, listAddOns } from "@/lib/add-ons/admin-add-ons";

const query = z.object({ archived: z.enum(["exclude", "include"]).default("exclude") });

export const GET = adminRoute({ query }, ({ query }) =>
  listAddOns({ archived: query.archived === "include" }),
);

export const POST = adminRoute({ body: addOnInputSchema }, async ({ body }) =>
  Response.json(await createAddOn(body), { status: 201 }),
);
