// GET /api/weeks/upcoming-week: the menu customers choose from now, with its order deadline.
import { publicRoute } from "@/lib/api/route";
import { jsonResponse } from "@/lib/cache/json-response";
import { publishedWeekMenu } from "@/lib/weeks/published-week-menu";
import { upcomingWeekStartAt } from "@/lib/weeks/week-starts";

export const GET = publicRoute({}, async ({ now }) =>
  jsonResponse(await publishedWeekMenu(upcomingWeekStartAt(now))),
);
