// GET: a delivered box's dishes with the customer's stars and comments; PUT { dishId, stars,
// comment? }: rate one (again), answering the box as it now reads.
import { z } from "zod";
import { id } from "@/lib/api/params";
import { userReadRoute, userRoute } from "@/lib/api/route";
import { boxRatings, rateDish } from "@/lib/ratings/box-ratings";
import { rateDishSchema } from "@/lib/ratings/schemas";

const params = z.object({ userId: id, orderId: id });

export const GET = userReadRoute({ params }, ({ params }) =>
  boxRatings(params.orderId, params.userId),
);

export const PUT = userRoute({ params, body: rateDishSchema }, ({ params, body, now }) =>
  rateDish(params.orderId, params.userId, body, now),
);
