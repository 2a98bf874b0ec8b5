// GET /api/plans: the active plans, smallest first.
import { publicRoute } from "@/lib/api/route";
import { jsonResponse } from "@/lib/cache/json-response";
import { listPlans } from "@/lib/plans/list-plans";

export const GET = publicRoute({}, async () => jsonResponse(await listPlans()));
