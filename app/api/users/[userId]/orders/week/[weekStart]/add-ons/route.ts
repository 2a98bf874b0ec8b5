// PUT /api/users/{userId}/orders/week/{weekStart}/add-ons { addOns }: the week's add-ons only (the
// meals stay as they are, or are left to the chef) → CustomerWeekDto. 409 once the deadline has
// passed or while the week is skipped.
import { z } from "zod";
import { id } from "@/lib/api/params";
import { userRoute } from "@/lib/api/route";
import { setWeekAddOns, weekAddOnsBodySchema } from "@/lib/meals/set-week-add-ons";
import { isWeekStart } from "@/lib/weeks/is-week-start";

const params = z.object({
  userId: id,
  weekStart: z.string().refine(isWeekStart, "weekStart must be a Monday, YYYY-MM-DD."),
});

export const PUT = userRoute({ params, body: weekAddOnsBodySchema }, ({ params, body, now }) =>
  setWeekAddOns(params.userId, params.weekStart, body, now),
);
