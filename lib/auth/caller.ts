// Resolves who is calling: a bearer token (API clients, the web client) or the next-auth session
// cookie. Both carry the same kind of session token, so both end in callerForToken.
import { getToken } from "next-auth/jwt";
import type { NextRequest } from "next/server";
import { callerForToken, type Caller } from "./sessions";
import { authSecret } from "./secret";

export async function resolveCaller(req: NextRequest, now: Date): Promise<Caller | null> {
  const authorization = req.headers.get("authorization");
  if (authorization?.toLowerCase().startsWith("bearer ")) {
    const token = authorization.slice(7).trim();
    return token ? callerForToken(token, "bearer", now) : null;
  }
  const jwt = await getToken({ req, secret: authSecret() });
  const sessionToken = typeof jwt?.sessionToken === "string" ? jwt.sessionToken : null;
  return sessionToken ? callerForToken(sessionToken, "cookie", now) : null;
}
