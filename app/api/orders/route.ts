import { z } from "zod";
import { userRoute } from "@/lib/api/route";
import { isWeekStart } from "@/lib/weeks/is-week-start";
import { mealSelectionSchema } from "@/lib/orders/meal-selection";
import { placeOrder } from "@/lib/orders/place-order";

const body = mealSelectionSchema.extend({
  weekStart: z.string().refine(isWeekStart, "weekStart must be a Monday, YYYY-MM-DD.").optional(),
});

export const POST = userRoute({ body }, ({ caller, body, now }) =>
  placeOrder(caller.userId, body, now),
);
