// Resolves who is calling: a bearer token (API clients) or the web session cookie (HttpOnly).
// Both carry the same kind of session token, so both end in callerForToken.
import type { NextRequest } from "next/server";
import { callerForToken, type Caller } from "./sessions";
import { sessionTokenFromCookies } from "./web-session";
import { WEB_SESSION_MARKER } from "./web-session-marker";

export interface PresentedToken {
  token: string;
  via: Caller["via"];
}

/** The session token the request carries (a bearer token first, else the cookie's), or null. */
export function presentedToken(req: NextRequest): PresentedToken | null {
  const authorization = req.headers.get("authorization");
  if (authorization?.toLowerCase().startsWith("bearer ")) {
    const token = authorization.slice(7).trim();
    // The web client's stored marker is not a credential: fall through to its cookie.
    if (token !== WEB_SESSION_MARKER) return token ? { token, via: "bearer" } : null;
  }
  const cookieToken = sessionTokenFromCookies((name) => req.cookies.get(name)?.value);
  return cookieToken ? { token: cookieToken, via: "cookie" } : null;
}

export async function resolveCaller(req: NextRequest, now: Date): Promise<Caller | null> {
  const presented = presentedToken(req);
  return presented ? callerForToken(presented.token, presented.via, now) : null;
}
