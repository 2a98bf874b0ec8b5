// GET /api/admin/deliveries?week=YYYY-MM-DD&day=monday|thursday: the day's stops in route order,
// each with where it stands (docs/decisions/deliveries.md).
import { adminRoute } from "@/lib/api/route";
import { deliveryRoute } from "@/lib/deliveries/route-stops";
import { routeQuery, toDeliveryDay } from "@/lib/deliveries/schemas";

export const GET = adminRoute({ query: routeQuery }, ({ query, now }) =>
  deliveryRoute(query.week, toDeliveryDay(query.day), now),
);
