import { z } from "zod";
import { publicRoute } from "@/lib/api/route";
import { DELIVERY_DAYS, firstDelivery } from "@/lib/delivery-schedule/windows";

const query = z.object({
  deliveryDay: z.enum(DELIVERY_DAYS),
  skipFirstWeek: z.enum(["true", "false"]).default("false"),
});

export const GET = publicRoute({ query }, ({ query, now }) =>
  firstDelivery(query.deliveryDay, now, query.skipFirstWeek === "true"),
);
