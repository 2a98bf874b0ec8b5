// GET /api/admin/report-mails/{id}: a report mail's progress (QUEUED, SENT or FAILED).
import { z } from "zod";
import { id } from "@/lib/api/params";
import { adminRoute } from "@/lib/api/route";
import { getReportMail } from "@/lib/reports/report-mail";

export const GET = adminRoute({ params: z.object({ id }) }, ({ params }) =>
  getReportMail(params.id),
);
