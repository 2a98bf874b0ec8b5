// GET /api/weeks/current-week: the menu of the delivery week in progress.
import { publicRoute } from "@/lib/api/route";
import { jsonResponse } from "@/lib/cache/json-response";
import { publishedWeekMenu } from "@/lib/weeks/published-week-menu";
import { currentWeekStartAt } from "@/lib/weeks/week-starts";

export const GET = publicRoute({}, async ({ now }) =>
  jsonResponse(await publishedWeekMenu(currentWeekStartAt(now))),
);
