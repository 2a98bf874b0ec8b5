// POST /api/users/{userId}/deactivate { reason?, confirmAdmin? } → { ok, status: "disabled" }.
import { userParams } from "@/lib/api/params";
import { userRoute } from "@/lib/api/route";
import { deactivateAccount } from "@/lib/account/deactivate";
import { deactivateSchema } from "@/lib/account/schemas";

export const POST = userRoute(
  { params: userParams, body: deactivateSchema },
  ({ params, body, caller, now }) => deactivateAccount(params.userId, caller, body, now),
);
