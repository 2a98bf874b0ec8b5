// GET /api/admin/kitchen/labels?weekStart=&day=monday|thursday[&order=LK-…]: the day's container
// labels (PDF), or one box's to reprint.
import { pdfResponse } from "@/lib/api/pdf-response";
import { adminRoute } from "@/lib/api/route";
import { labelsFile } from "@/lib/kitchen/kitchen-files";
import { labelsQuery } from "@/lib/kitchen/kitchen-query";

export const GET = adminRoute({ query: labelsQuery }, async ({ query, now }) => {
  const { filename, pdf } = await labelsFile(query.weekStart, query.day, now, query.order);
  return pdfResponse(filename, pdf);
});
