// POST /api/admin/users/{userId}/view-as (no body): opens the customer's pages read-only for the
// admin (audited). The web client gets the customer's session as its cookie, with the admin's own
// session parked in an HttpOnly cookie, and markers as { token, adminToken }; an API client gets
// { token } for the read-only session and keeps its own as its adminToken (spec §9).
import { NextResponse } from "next/server";
import { userParams } from "@/lib/api/params";
import { adminRoute } from "@/lib/api/route";
import { startViewAs, type ViewAsAnswer } from "@/lib/admin/view-as";
import {
  parkAdminSession,
  sessionTokenFromCookies,
  setSessionCookies,
} from "@/lib/auth/web-session";
import { WEB_SESSION_MARKER } from "@/lib/auth/web-session-marker";
import { unauthenticated } from "@/lib/errors";
import { getMe } from "@/lib/users/me";

export const POST = adminRoute({ params: userParams }, async ({ req, params, caller, now }) => {
  const adminToken =
    caller.via === "cookie" ? sessionTokenFromCookies((n) => req.cookies.get(n)?.value) : null;
  if (caller.via === "cookie" && !adminToken) throw unauthenticated();
  const { session } = await startViewAs(caller, params.userId, now);
  const user = await getMe(params.userId);
  if (caller.via === "bearer") {
    const answer: ViewAsAnswer = { token: session.token, expiresAt: session.expiresAt, user };
    return NextResponse.json(answer);
  }
  const answer: ViewAsAnswer = {
    token: WEB_SESSION_MARKER,
    adminToken: WEB_SESSION_MARKER,
    expiresAt: session.expiresAt,
    user,
  };
  const res = NextResponse.json(answer);
  parkAdminSession(res, req, { token: adminToken!, expiresAt: caller.expiresAt });
  setSessionCookies(res, req, session);
  return res;
});
