// GET /api/users/{userId}/customer-account → CustomerAccountDto (lib/account/dto.ts).
import { userParams } from "@/lib/api/params";
import { userReadRoute } from "@/lib/api/route";
import { getCustomerAccount } from "@/lib/account/customer-account";

export const GET = userReadRoute({ params: userParams }, ({ params, now }) =>
  getCustomerAccount(params.userId, now),
);
