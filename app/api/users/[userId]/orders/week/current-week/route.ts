// GET /api/users/{userId}/orders/week/current-week → PackedCustomerWeeksDto
// (lib/meals/packed-weeks.ts): the latest locked week, the upcoming week and the 4 after it, each
// with its menu (dishes by id, once, in `dishes`), the customer's order, its deadline and
// `editable`. Encoded by lib/meals/weeks-json.ts (the menus' bytes once, not per answer).
import { userParams } from "@/lib/api/params";
import { userReadRoute } from "@/lib/api/route";
import { customerWeeks } from "@/lib/meals/customer-weeks";
import { weeksResponse } from "@/lib/meals/weeks-json";

export const GET = userReadRoute({ params: userParams }, async ({ params, now }) =>
  weeksResponse(await customerWeeks(params.userId, now)),
);
