// POST /api/admin/deliveries/start { week, day }: the day's deliveries start; each paid stop not
// told yet is mailed "Your box is on its way" through the queue (once per stop).
import { adminRoute } from "@/lib/api/route";
import { startBody, toDeliveryDay } from "@/lib/deliveries/schemas";
import { startDeliveries } from "@/lib/deliveries/start-deliveries";

export const POST = adminRoute({ body: startBody }, ({ body, now }) =>
  startDeliveries({ week: body.week, day: toDeliveryDay(body.day) }, now),
);
