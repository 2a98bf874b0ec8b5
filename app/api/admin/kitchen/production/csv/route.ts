// GET /api/admin/kitchen/production/csv?weekStart=&day=: the production sheet's shopping list (CSV).
import { adminRoute } from "@/lib/api/route";
import { csvResponse } from "@/lib/api/csv-response";
import { shoppingListFile } from "@/lib/kitchen/kitchen-files";
import { productionQuery } from "@/lib/kitchen/kitchen-query";

export const GET = adminRoute({ query: productionQuery }, async ({ query }) => {
  const { filename, csv } = await shoppingListFile(query.weekStart, query.day);
  return csvResponse(filename, csv);
});
