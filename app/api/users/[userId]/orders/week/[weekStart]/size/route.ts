// PUT /api/users/{userId}/orders/week/{weekStart}/size { mealsPerWeek }: this week's box size only
// (the plan stays) → CustomerWeekDto. 409 once the week's deadline has passed.
import { z } from "zod";
import { id } from "@/lib/api/params";
import { userRoute } from "@/lib/api/route";
import { setWeekSize, weekSizeBodySchema } from "@/lib/meals/set-week-size";
import { isWeekStart } from "@/lib/weeks/is-week-start";

const params = z.object({
  userId: id,
  weekStart: z.string().refine(isWeekStart, "weekStart must be a Monday, YYYY-MM-DD."),
});

export const PUT = userRoute({ params, body: weekSizeBodySchema }, ({ params, body, now }) =>
  setWeekSize(params.userId, params.weekStart, body, now),
);
