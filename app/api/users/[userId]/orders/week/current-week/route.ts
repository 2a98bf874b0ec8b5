// GET /api/users/{userId}/orders/week/current-week → PackedCustomerWeeksDto
// (lib/meals/packed-weeks.ts): the latest locked week, the upcoming week and the 4 after it, each
// with its menu (dishes by id, once, in `dishes`), the customer's order, its deadline and
// `editable`.
import { userParams } from "@/lib/api/params";
import { userReadRoute } from "@/lib/api/route";
import { customerWeeks } from "@/lib/meals/customer-weeks";
import { packWeeks } from "@/lib/meals/packed-weeks";

export const GET = userReadRoute({ params: userParams }, async ({ params, now }) =>
  packWeeks(await customerWeeks(params.userId, now)),
);
