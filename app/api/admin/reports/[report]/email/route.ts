// POST /api/admin/reports/{report}/email { weekStart, recipients, formats }: queues the mail and
// answers 202 with its id; GET /api/admin/report-mails/{id} tells how it went.
import { adminRoute } from "@/lib/api/route";
import { reportMailBody, requestReportMail } from "@/lib/reports/report-mail";
import { reportParams } from "@/lib/reports/report-table";

export const POST = adminRoute(
  { params: reportParams, body: reportMailBody },
  async ({ params, body, caller, now }) =>
    Response.json(await requestReportMail(params.report, body, caller.userId, now), {
      status: 202,
    }),
);
