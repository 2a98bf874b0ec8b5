// PUT /api/users/{userId}/last-accessed-role { role: "admin" | "customer" }: the side to return
// to after the next sign-in. Only a role the user holds (403 otherwise).
import { userParams } from "@/lib/api/params";
import { userRoute } from "@/lib/api/route";
import { lastAccessedRoleBody, setLastAccessedRole } from "@/lib/dashboard/last-accessed-role";

export const PUT = userRoute(
  { params: userParams, body: lastAccessedRoleBody },
  ({ params, body }) => setLastAccessedRole(params.userId, body.role),
);
