// POST /api/admin/deliveries/{orderId}/{day}/decision { decision: "redeliver" | "credit" }: the
// manager's decision on a box not delivered (audited; a credit goes through the credit ledger).
import { adminRoute } from "@/lib/api/route";
import { decideStop } from "@/lib/deliveries/decide-stop";
import { decisionBody, stopParams, toDeliveryDay } from "@/lib/deliveries/schemas";

export const POST = adminRoute(
  { params: stopParams, body: decisionBody },
  ({ params, body, caller, now }) =>
    decideStop(
      {
        orderId: params.orderId,
        day: toDeliveryDay(params.day),
        decision: body.decision === "credit" ? "CREDIT" : "REDELIVER",
      },
      caller.userId,
      now,
    ),
);
