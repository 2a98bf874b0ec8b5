// GET /api/weeks/{weekStart}: a given week's published menu (e.g. a first delivery a week later).
import { z } from "zod";
import { publicRoute } from "@/lib/api/route";
import { jsonResponse } from "@/lib/cache/json-response";
import { publishedWeekMenu } from "@/lib/weeks/published-week-menu";
import { isWeekStart } from "@/lib/weeks/is-week-start";

const params = z.object({
  weekStart: z.string().refine(isWeekStart, "weekStart must be a Monday, YYYY-MM-DD."),
});

export const GET = publicRoute({ params }, async ({ params }) =>
  jsonResponse(await publishedWeekMenu(params.weekStart)),
);
