// POST /api/auth/view-as/end (no body): back to admin from "view as customer". Revokes the
// read-only session (audited); the web client gets the admin's parked session back as its cookie
// → { token, user, returnTo }. A parked session that is gone or not that admin's answers 401.
import { NextResponse } from "next/server";
import { userRoute } from "@/lib/api/route";
import { endViewAs, type ViewAsEndAnswer } from "@/lib/admin/view-as";
import { callerForToken } from "@/lib/auth/sessions";
import {
  adminSessionTokenFromCookies,
  clearAdminSessionCookie,
  clearSessionCookies,
  setSessionCookies,
} from "@/lib/auth/web-session";
import { WEB_SESSION_MARKER } from "@/lib/auth/web-session-marker";
import { errorJson } from "@/lib/api/error-response";
import { getMe } from "@/lib/users/me";

export const POST = userRoute({ allowedWhileViewingAs: true }, async ({ req, caller, now }) => {
  const viewerId = caller.viewerId;
  const { viewedUserId } = await endViewAs(caller, now);
  const returnTo = `/admin/users/${viewedUserId}`;
  if (caller.via === "bearer") return { ok: true, returnTo } satisfies ViewAsEndAnswer;

  const parked = adminSessionTokenFromCookies((n) => req.cookies.get(n)?.value);
  const admin = parked ? await callerForToken(parked, "cookie", now) : null;
  if (!admin || admin.userId !== viewerId || !admin.roles.includes("admin")) {
    const res = errorJson(401, "Please sign in to continue.");
    clearSessionCookies(res, req);
    return res;
  }
  const answer: ViewAsEndAnswer = {
    token: WEB_SESSION_MARKER,
    user: await getMe(admin.userId),
    returnTo,
  };
  const res = NextResponse.json(answer);
  setSessionCookies(res, req, { token: parked!, ...admin });
  clearAdminSessionCookie(res, req);
  return res;
});
