// GET /api/admin/exceptions?week=YYYY-MM-DD: the Thursday-morning exceptions of the week being
// cooked (or of `week`): every box that cannot go out as it is, open and resolved.
import { z } from "zod";
import { adminRoute } from "@/lib/api/route";
import { kitchenExceptions } from "@/lib/kitchen/exceptions";
import { isWeekStart } from "@/lib/weeks/is-week-start";

const query = z.object({
  week: z
    .string()
    .refine(isWeekStart, "A delivery week starts on a Monday (YYYY-MM-DD).")
    .optional(),
});

export const GET = adminRoute({ query }, ({ query, now }) => kitchenExceptions(now, query.week));
