// GET/PUT/DELETE /api/admin/add-ons/{addOnId}: one add-on; DELETE archives one that was ordered.
import { z } from "zod";
import { id } from "@/lib/api/params";
import { adminRoute } from "@/lib/api/route";
import { addOnInputSchema } from "@/lib/add-ons/add-on-schema";
import { deleteAddOn, getAdminAddOn, updateAddOn } from "@/lib/add-ons/admin-add-ons";

const params = z.object({ addOnId: id });

export const GET = adminRoute({ params }, ({ params }) => getAdminAddOn(params.addOnId));

export const PUT = adminRoute({ params, body: addOnInputSchema }, ({ params, body }) =>
  updateAddOn(params.addOnId, body),
);

export const DELETE = adminRoute({ params }, ({ params, now }) => deleteAddOn(params.addOnId, now));
