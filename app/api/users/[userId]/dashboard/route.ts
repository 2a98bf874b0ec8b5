// GET /api/users/{userId}/dashboard: the customer home (countdown, week state, card problems,
// credit, referral). Shape: lib/dashboard/dto.ts.
import { userParams } from "@/lib/api/params";
import { userReadRoute } from "@/lib/api/route";
import { getDashboard } from "@/lib/dashboard/get-dashboard";

export const GET = userReadRoute({ params: userParams }, ({ params, now }) =>
  getDashboard(params.userId, now),
);
