// The browser's session: the session token lives only in an HttpOnly cookie (script injection
// cannot read it), and the anti-forgery token the page echoes is an HMAC of the session id, so
// it is useless with any other session. API clients keep using bearer tokens.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { NextRequest, NextResponse } from "next/server";
import { authSecret } from "./secret";
import { COOKIE_SESSION_MODE, SESSION_MODE_HEADER } from "./web-session-marker";

export const CSRF_COOKIE = "csrf-token";
export const CSRF_HEADER = "x-csrf-token";

/** `__Host-` pins the cookie to this exact origin over https (no Domain, Path=/, Secure). */
export function sessionCookieName(secure: boolean): string {
  return secure ? "__Host-lk-session" : "lk-session";
}

export function servedOverHttps(req: NextRequest): boolean {
  return req.nextUrl.protocol === "https:";
}

/** The raw session token from whichever cookie name this request's scheme uses. */
export function sessionTokenFromCookies(get: (name: string) => string | undefined): string | null {
  return get(sessionCookieName(true)) ?? get(sessionCookieName(false)) ?? null;
}

export function csrfTokenFor(sessionId: string): string {
  return createHmac("sha256", authSecret()).update(`csrf:${sessionId}`).digest("base64url");
}

export function csrfTokenMatches(sessionId: string, given: string | null): boolean {
  if (!given) return false;
  const expected = Buffer.from(csrfTokenFor(sessionId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function wantsCookieSession(req: NextRequest): boolean {
  return req.headers.get(SESSION_MODE_HEADER) === COOKIE_SESSION_MODE;
}

/** Puts the session into the browser's cookies (HttpOnly) with its bound anti-forgery token. */
export function setSessionCookies(
  res: NextResponse,
  req: NextRequest,
  session: { token: string; sessionId: string; expiresAt: Date },
): void {
  const secure = servedOverHttps(req);
  const common = { path: "/", sameSite: "lax" as const, secure, expires: session.expiresAt };
  res.cookies.set(sessionCookieName(secure), session.token, { ...common, httpOnly: true });
  // The page must read this one to echo it in the x-csrf-token header.
  res.cookies.set(CSRF_COOKIE, csrfTokenFor(session.sessionId), { ...common, httpOnly: false });
}

export function clearSessionCookies(res: NextResponse, req: NextRequest): void {
  const secure = servedOverHttps(req);
  for (const name of [sessionCookieName(secure), CSRF_COOKIE]) {
    res.cookies.set(name, "", { path: "/", maxAge: 0, secure, httpOnly: name !== CSRF_COOKIE });
  }
}
