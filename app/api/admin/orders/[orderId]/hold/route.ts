// POST /api/admin/orders/{orderId}/hold { reason }: the kitchen holds a box (off the lists, not
// charged, not delivered until released); audited.
import { z } from "zod";
import { id } from "@/lib/api/params";
import { adminRoute } from "@/lib/api/route";
import { holdBody, holdBoxAsAdmin } from "@/lib/kitchen/box-holds";

const params = z.object({ orderId: id });

export const POST = adminRoute({ params, body: holdBody }, ({ params, body, caller, now }) =>
  holdBoxAsAdmin(params.orderId, body, caller, now),
);
