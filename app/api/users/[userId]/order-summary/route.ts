import { z } from "zod";
import { id } from "@/lib/api/params";
import { userReadRoute } from "@/lib/api/route";
import { quoteFirstOrder } from "@/lib/orders/quote";

const params = z.object({ userId: id });
const query = z.object({ planId: id, splitDelivery: z.enum(["true", "false"]).default("false") });

export const GET = userReadRoute({ params, query }, ({ params, query, now }) =>
  quoteFirstOrder(params.userId, query.planId, query.splitDelivery === "true", now),
);
