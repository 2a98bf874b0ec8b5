// GET /api/admin/reports/{report}?weekStart=YYYY-MM-DD: one report for one delivery week.
import { adminRoute } from "@/lib/api/route";
import { buildReport } from "@/lib/reports/build-report";
import { reportWeekQuery } from "@/lib/reports/report-mail";
import { reportParams } from "@/lib/reports/report-table";

export const GET = adminRoute(
  { params: reportParams, query: reportWeekQuery },
  ({ params, query }) => buildReport(params.report, query.weekStart),
);
