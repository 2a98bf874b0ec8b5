// GET/PUT /api/admin/weeks/{weekStart}/menu: a week's menu as the admin edits it (drafts, caps,
// portions taken), and saving it.
import { adminRoute } from "@/lib/api/route";
import {
  adminWeekMenuBody,
  adminWeekParams,
  getAdminWeekMenu,
  saveAdminWeekMenu,
} from "@/lib/menus/admin-week-menu";

export const GET = adminRoute({ params: adminWeekParams }, ({ params, now }) =>
  getAdminWeekMenu(params.weekStart, now),
);

export const PUT = adminRoute(
  { params: adminWeekParams, body: adminWeekMenuBody },
  ({ params, body, now }) =>
    saveAdminWeekMenu(params.weekStart, body.items, now, {
      confirmCapsBelowOrdered: body.confirmCapsBelowOrdered,
    }),
);
