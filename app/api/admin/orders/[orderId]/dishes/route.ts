// GET /api/admin/orders/{orderId}/dishes: what the kitchen may put in a locked box it could not
// fill (meals missing, portions beyond a cap, the dishes that may go in, what a meal costs).
// POST { action: "add", dishId } | { action: "swap", fromDishId, dishId }: fills it; the
// difference is charged (a paid box, by the job queue) or added to the unpaid total; audited, and
// the customer is told (lib/kitchen/box-dishes.ts).
import { z } from "zod";
import { id } from "@/lib/api/params";
import { adminRoute } from "@/lib/api/route";
import { boxDishBody, boxDishOptions, editBoxDishes } from "@/lib/kitchen/box-dishes";

const params = z.object({ orderId: id });

export const GET = adminRoute({ params }, ({ params, now }) => boxDishOptions(params.orderId, now));

export const POST = adminRoute({ params, body: boxDishBody }, ({ params, body, caller, now }) =>
  editBoxDishes(params.orderId, body, caller, now),
);
