// POST /api/auth/logout: revokes the caller's session (bearer token, or web cookie with its
// anti-forgery token), and an admin session parked by "view as customer", and always clears the
// browser's session cookies → { ok: true }.
// A bearer token that is not (or no longer) valid answers 401, as on every user route.
import { NextResponse, type NextRequest } from "next/server";
import { assertCsrfToken } from "@/lib/api/csrf";
import { publicRoute } from "@/lib/api/route";
import { resolveCaller } from "@/lib/auth/caller";
import { logout } from "@/lib/auth/login";
import { callerForToken } from "@/lib/auth/sessions";
import { adminSessionTokenFromCookies, clearSessionCookies } from "@/lib/auth/web-session";
import { WEB_SESSION_MARKER } from "@/lib/auth/web-session-marker";
import { unauthenticated } from "@/lib/errors";

// Allowed while an admin views as a customer: signing out ends both sessions.
export const POST = publicRoute({ allowedWhileViewingAs: true }, async ({ req, now }) => {
  const caller = await resolveCaller(req, now);
  if (caller?.via === "cookie") assertCsrfToken(req, caller.sessionId);
  if (caller) await logout(caller, now);
  else if (sentBearer(req)) throw unauthenticated();
  if (caller?.via === "cookie" && caller.viewerId) await logoutParkedAdmin(req, now);
  const res = NextResponse.json({ ok: true });
  clearSessionCookies(res, req);
  return res;
});

async function logoutParkedAdmin(req: NextRequest, now: Date): Promise<void> {
  const token = adminSessionTokenFromCookies((n) => req.cookies.get(n)?.value);
  const admin = token ? await callerForToken(token, "cookie", now) : null;
  if (admin) await logout(admin, now);
}

function sentBearer(req: Request): boolean {
  const value = req.headers
    .get("authorization")
    ?.replace(/^Bearer\s+/i, "")
    .trim();
  return Boolean(value) && value !== WEB_SESSION_MARKER;
}
