// GET /api/users/{userId}/orders/week/current-week → CustomerWeeksDto (lib/meals/dto.ts): the
// latest locked week, the upcoming week and the 4 after it, each with its menu, the customer's
// order, its deadline and `editable`.
import { userParams } from "@/lib/api/params";
import { userRoute } from "@/lib/api/route";
import { customerWeeks } from "@/lib/meals/customer-weeks";

export const GET = userRoute({ params: userParams }, ({ params, now }) =>
  customerWeeks(params.userId, now),
);
