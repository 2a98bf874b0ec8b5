// POST /api/admin/weeks/{weekStart}/publish: shows the saved menu to customers at once.
import { adminRoute } from "@/lib/api/route";
import { adminWeekParams, publishWeekMenu } from "@/lib/menus/admin-week-menu";

export const POST = adminRoute({ params: adminWeekParams }, ({ params, now }) =>
  publishWeekMenu(params.weekStart, now),
);
