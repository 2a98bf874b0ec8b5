// GET/PUT/DELETE /api/admin/dishes/{dishId}: one dish; DELETE archives a dish that was ordered.
import { z } from "zod";
import { id } from "@/lib/api/params";
import { adminRoute } from "@/lib/api/route";
import { deleteDish, getAdminDish, updateDish } from "@/lib/menus/admin-dishes";
import { dishInputSchema } from "@/lib/menus/dish-schema";

const params = z.object({ dishId: id });

export const GET = adminRoute({ params }, ({ params }) => getAdminDish(params.dishId));

export const PUT = adminRoute({ params, body: dishInputSchema }, ({ params, body }) =>
  updateDish(params.dishId, body),
);

export const DELETE = adminRoute({ params }, ({ params, now }) => deleteDish(params.dishId, now));
