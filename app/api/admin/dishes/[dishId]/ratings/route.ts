// GET: one dish's ratings and comments (newest first), its average and how many of each star.
import { z } from "zod";
import { id } from "@/lib/api/params";
import { adminRoute } from "@/lib/api/route";
import { dishRatingsForAdmin } from "@/lib/ratings/admin-ratings";

export const GET = adminRoute({ params: z.object({ dishId: id }) }, ({ params }) =>
  dishRatingsForAdmin(params.dishId),
);
