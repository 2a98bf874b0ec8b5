// GET/PUT /api/admin/weeks/{weekStart}/add-ons: a week's add-on section (caps, how many taken),
// and saving it.
import { adminRoute } from "@/lib/api/route";
import { adminWeekParams } from "@/lib/menus/admin-week-menu";
import { getWeekAddOns, setWeekAddOns, weekAddOnsBody } from "@/lib/add-ons/week-add-ons";

export const GET = adminRoute({ params: adminWeekParams }, ({ params, now }) =>
  getWeekAddOns(params.weekStart, now),
);

export const PUT = adminRoute(
  { params: adminWeekParams, body: weekAddOnsBody },
  ({ params, body, now }) => setWeekAddOns(params.weekStart, body.items, now),
);
