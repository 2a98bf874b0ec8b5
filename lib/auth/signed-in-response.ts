// The answer to a successful sign-in or registration. An API client gets its bearer token; the
// web client (which asks with x-session-mode: cookie) gets the session as an HttpOnly cookie
// and only a non-secret marker in the body, so no page script ever holds the token.
import { NextResponse, type NextRequest } from "next/server";
import { getMe } from "@/lib/users/me";
import { markSessionWeb, type IssuedSession } from "./sessions";
import { setSessionCookies, wantsCookieSession } from "./web-session";
import { WEB_SESSION_MARKER } from "./web-session-marker";

export async function signedInResponse(
  req: NextRequest,
  signedIn: { userId: string; session: IssuedSession },
  status = 200,
): Promise<NextResponse> {
  const user = await getMe(signedIn.userId);
  if (!wantsCookieSession(req)) {
    return NextResponse.json({ token: signedIn.session.token, user }, { status });
  }
  await markSessionWeb(signedIn.session.sessionId);
  const res = NextResponse.json({ token: WEB_SESSION_MARKER, user }, { status });
  setSessionCookies(res, req, signedIn.session);
  return res;
}
