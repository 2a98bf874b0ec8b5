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

/**
 * While an admin views as a customer, their own session waits in this HttpOnly cookie: the
 * server-side half of spec §9's `adminToken` (the page stores only a marker under that key).
 */
export function adminSessionCookieName(secure: boolean): string {
  return secure ? "__Host-lk-admin-session" : "lk-admin-session";
}

export function adminSessionTokenFromCookies(
  get: (name: string) => string | undefined,
): string | null {
  return get(adminSessionCookieName(true)) ?? get(adminSessionCookieName(false)) ?? null;
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

export interface SessionCookie {
  name: string;
  value: string;
  options: {
    path: string;
    sameSite: "lax";
    secure: boolean;
    expires: Date;
    httpOnly: boolean;
  };
}

/** The session (HttpOnly) and its bound anti-forgery token, as cookies to set. */
export function sessionCookies(
  secure: boolean,
  session: { token: string; sessionId: string; expiresAt: Date },
): SessionCookie[] {
  const common = { path: "/", sameSite: "lax" as const, secure, expires: session.expiresAt };
  return [
    {
      name: sessionCookieName(secure),
      value: session.token,
      options: { ...common, httpOnly: true },
    },
    // The page must read this one to echo it in the x-csrf-token header.
    {
      name: CSRF_COOKIE,
      value: csrfTokenFor(session.sessionId),
      options: { ...common, httpOnly: false },
    },
  ];
}

/** Puts the session into the browser's cookies (HttpOnly) with its bound anti-forgery token. */
export function setSessionCookies(
  res: NextResponse,
  req: NextRequest,
  session: { token: string; sessionId: string; expiresAt: Date },
): void {
  for (const { name, value, options } of sessionCookies(servedOverHttps(req), session)) {
    res.cookies.set(name, value, options);
  }
}

/** Parks the admin's own session token while they view as a customer. */
export function parkAdminSession(
  res: NextResponse,
  req: NextRequest,
  admin: { token: string; expiresAt: Date },
): void {
  const secure = servedOverHttps(req);
  res.cookies.set(adminSessionCookieName(secure), admin.token, {
    path: "/",
    sameSite: "lax",
    secure,
    httpOnly: true,
    expires: admin.expiresAt,
  });
}

export function clearAdminSessionCookie(res: NextResponse, req: NextRequest): void {
  const secure = servedOverHttps(req);
  res.cookies.set(adminSessionCookieName(secure), "", {
    path: "/",
    maxAge: 0,
    secure,
    httpOnly: true,
  });
}

/** Signing out clears the session, its anti-forgery token and any parked admin session. */
export function clearSessionCookies(res: NextResponse, req: NextRequest): void {
  const secure = servedOverHttps(req);
  for (const name of [sessionCookieName(secure), CSRF_COOKIE]) {
    res.cookies.set(name, "", { path: "/", maxAge: 0, secure, httpOnly: name !== CSRF_COOKIE });
  }
  clearAdminSessionCookie(res, req);
}
