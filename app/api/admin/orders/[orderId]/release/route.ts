// POST /api/admin/orders/{orderId}/release { reason }: a held box goes back on the kitchen's
// lists (and an unpaid one may be charged again); audited.
import { z } from "zod";
import { id } from "@/lib/api/params";
import { adminRoute } from "@/lib/api/route";
import { holdBody, releaseBoxAsAdmin } from "@/lib/kitchen/box-holds";

const params = z.object({ orderId: id });

export const POST = adminRoute({ params, body: holdBody }, ({ params, body, caller, now }) =>
  releaseBoxAsAdmin(params.orderId, body, caller, now),
);
