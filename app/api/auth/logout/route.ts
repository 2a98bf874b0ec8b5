// POST /api/auth/logout: revokes the caller's session (bearer token or web cookie) → { ok: true }.
import { userRoute } from "@/lib/api/route";
import { logout } from "@/lib/auth/login";

export const POST = userRoute({}, async ({ caller, now }) => {
  await logout(caller, now);
  return { ok: true };
});
