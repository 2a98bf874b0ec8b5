// POST /api/admin/dishes/{dishId}/restore: an archived dish back in the catalogue.
import { z } from "zod";
import { id } from "@/lib/api/params";
import { adminRoute } from "@/lib/api/route";
import { restoreDish } from "@/lib/menus/admin-dishes";

export const POST = adminRoute({ params: z.object({ dishId: id }) }, ({ params }) =>
  restoreDish(params.dishId),
);
