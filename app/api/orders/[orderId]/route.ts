import { z } from "zod";
import { id } from "@/lib/api/params";
import { userRoute } from "@/lib/api/route";
import { hasRole } from "@/lib/auth/roles";
import { getOrder } from "@/lib/orders/get-order";

const params = z.object({ orderId: id });

export const GET = userRoute({ params }, ({ params, caller, now }) =>
  getOrder(params.orderId, caller.userId, hasRole(caller, "admin"), now),
);
