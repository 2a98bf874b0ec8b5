// GET /api/admin/kitchen/production/pdf?weekStart=&day=: the production sheet as a PDF.
import { pdfResponse } from "@/lib/api/pdf-response";
import { adminRoute } from "@/lib/api/route";
import { productionFile } from "@/lib/kitchen/kitchen-files";
import { productionQuery } from "@/lib/kitchen/kitchen-query";

export const GET = adminRoute({ query: productionQuery }, async ({ query, now }) => {
  const { filename, pdf } = await productionFile(query.weekStart, query.day, now);
  return pdfResponse(filename, pdf);
});
