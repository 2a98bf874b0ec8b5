// GET /api/admin/reports/{report}/pdf?weekStart=YYYY-MM-DD: one report as a PDF download (every
// column, landscape), the file the emailed report attaches.
import { BRAND_NAME } from "@/lib/brand";
import { pdfResponse } from "@/lib/api/pdf-response";
import { adminRoute } from "@/lib/api/route";
import { buildReport } from "@/lib/reports/build-report";
import { reportFilename, reportPdf } from "@/lib/reports/report-files";
import { reportWeekQuery } from "@/lib/reports/report-mail";
import { reportParams } from "@/lib/reports/report-table";

export const GET = adminRoute(
  { params: reportParams, query: reportWeekQuery },
  async ({ params, query }) => {
    const report = await buildReport(params.report, query.weekStart);
    return pdfResponse(reportFilename(report, "pdf"), await reportPdf(report, BRAND_NAME));
  },
);
