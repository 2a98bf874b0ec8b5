// GET /api/admin/kitchen/production?weekStart=&day=monday|thursday|all: the production sheet.
import { adminRoute } from "@/lib/api/route";
import { productionQuery } from "@/lib/kitchen/kitchen-query";
import { loadProductionSheet } from "@/lib/kitchen/load-kitchen-sheets";

export const GET = adminRoute({ query: productionQuery }, ({ query }) =>
  loadProductionSheet(query.weekStart, query.day),
);
