// POST /api/admin/orders/{orderId}/resolve { kind, note }: a manager marks one of a box's kitchen
// exceptions resolved (what was done); audited.
import { z } from "zod";
import { id } from "@/lib/api/params";
import { adminRoute } from "@/lib/api/route";
import { resolveBody, resolveException } from "@/lib/kitchen/resolutions";

const params = z.object({ orderId: id });

export const POST = adminRoute({ params, body: resolveBody }, ({ params, body, caller, now }) =>
  resolveException(params.orderId, body, caller, now),
);
