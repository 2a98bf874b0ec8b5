// PUT /api/users/{userId}/password { currentPassword, newPassword, confirmPassword }
// → { ok, sessionsRevoked, message }: every other session ends, this one stays.
import { userParams } from "@/lib/api/params";
import { userRoute } from "@/lib/api/route";
import { changePassword } from "@/lib/account/change-password";
import { changePasswordSchema } from "@/lib/account/schemas";

export const PUT = userRoute(
  { params: userParams, body: changePasswordSchema },
  ({ params, body, caller, now }) => changePassword(params.userId, caller.sessionId, body, now),
);
