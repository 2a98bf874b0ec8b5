// POST /api/auth/logout: revokes the caller's session (bearer token, or web cookie with its
// anti-forgery token) and always clears the browser's session cookies → { ok: true }.
// A bearer token that is not (or no longer) valid answers 401, as on every user route.
import { NextResponse } from "next/server";
import { assertCsrfToken } from "@/lib/api/csrf";
import { publicRoute } from "@/lib/api/route";
import { resolveCaller } from "@/lib/auth/caller";
import { logout } from "@/lib/auth/login";
import { clearSessionCookies } from "@/lib/auth/web-session";
import { WEB_SESSION_MARKER } from "@/lib/auth/web-session-marker";
import { unauthenticated } from "@/lib/errors";

export const POST = publicRoute({}, async ({ req, now }) => {
  const caller = await resolveCaller(req, now);
  if (caller?.via === "cookie") assertCsrfToken(req, caller.sessionId);
  if (caller) await logout(caller, now);
  else if (sentBearer(req)) throw unauthenticated();
  const res = NextResponse.json({ ok: true });
  clearSessionCookies(res, req);
  return res;
});

function sentBearer(req: Request): boolean {
  const value = req.headers
    .get("authorization")
    ?.replace(/^Bearer\s+/i, "")
    .trim();
  return Boolean(value) && value !== WEB_SESSION_MARKER;
}
