// POST /api/admin/deliveries/{orderId}/{day} { mark: "delivered" | "not-delivered", reason? }:
// whoever delivered marks the stop (an admin; audited).
import { adminRoute } from "@/lib/api/route";
import { markStop } from "@/lib/deliveries/mark-stop";
import { markBody, stopParams, toDeliveryDay } from "@/lib/deliveries/schemas";

export const POST = adminRoute(
  { params: stopParams, body: markBody },
  ({ params, body, caller, now }) =>
    markStop(
      {
        orderId: params.orderId,
        day: toDeliveryDay(params.day),
        mark: body.mark === "delivered" ? "DELIVERED" : "NOT_DELIVERED",
        reason: body.reason,
      },
      caller.userId,
      now,
    ),
);
