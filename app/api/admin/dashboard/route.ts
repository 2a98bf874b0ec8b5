// GET /api/admin/dashboard: this week and the upcoming one at a glance, and the last 8 weeks.
import { adminRoute } from "@/lib/api/route";
import { adminDashboard } from "@/lib/admin/dashboard";

export const GET = adminRoute({}, ({ now }) => adminDashboard(now));
