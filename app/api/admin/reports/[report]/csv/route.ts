// GET /api/admin/reports/{report}/csv?weekStart=YYYY-MM-DD: one report as a CSV download, the file
// the emailed report attaches.
import { csvResponse } from "@/lib/api/csv-response";
import { adminRoute } from "@/lib/api/route";
import { buildReport } from "@/lib/reports/build-report";
import { reportCsv, reportFilename } from "@/lib/reports/report-files";
import { reportWeekQuery } from "@/lib/reports/report-mail";
import { reportParams } from "@/lib/reports/report-table";

export const GET = adminRoute(
  { params: reportParams, query: reportWeekQuery },
  async ({ params, query }) => {
    const report = await buildReport(params.report, query.weekStart);
    return csvResponse(reportFilename(report, "csv"), reportCsv(report));
  },
);
