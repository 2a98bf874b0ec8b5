// One delivery week of the customer, by its Monday ("YYYY-MM-DD"):
// GET → CustomerWeekDto; PUT { splitDelivery, items } chooses the week's meals → CustomerWeekDto.
import { z } from "zod";
import { id } from "@/lib/api/params";
import { userReadRoute, userWriteRoute } from "@/lib/api/route";
import { chooseWeekMeals } from "@/lib/meals/choose-meals";
import { customerWeek } from "@/lib/meals/customer-weeks";
import { mealSelectionSchema } from "@/lib/orders/meal-selection";
import { isWeekStart } from "@/lib/weeks/is-week-start";

const params = z.object({
  userId: id,
  weekStart: z.string().refine(isWeekStart, "weekStart must be a Monday, YYYY-MM-DD."),
});

export const GET = userReadRoute({ params }, ({ params, now }) =>
  customerWeek(params.userId, params.weekStart, now),
);

// The save's first read (the live plan, address and card) carries the caller's lookup.
export const PUT = userWriteRoute({ params, body: mealSelectionSchema }, ({ params, body, now }) =>
  chooseWeekMeals(params.userId, params.weekStart, body, now),
);
