// POST /api/admin/users/{userId}/actions { action, ... }: deactivate, mark-suspicious, reactivate,
// grant-credit, pause, resume or note; each is written to the audit log.
import { userParams } from "@/lib/api/params";
import { adminRoute } from "@/lib/api/route";
import { runUserAction, userActionSchema } from "@/lib/admin/user-actions";

export const POST = adminRoute(
  { params: userParams, body: userActionSchema },
  ({ params, body, caller, now }) => runUserAction(params.userId, body, caller, now),
);
