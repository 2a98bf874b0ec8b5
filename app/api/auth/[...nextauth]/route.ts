// next-auth's own endpoints (session, csrf, signin/callback for the token exchange, signout).
// Any other /api/auth/* path without its own folder answers JSON 404, not next-auth's HTML.
import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { errorJson } from "@/lib/api/error-response";
import { cjsDefault } from "@/lib/auth/interop";
import { authOptions } from "@/lib/auth/options";

const handler = cjsDefault(NextAuth)(authOptions);

const ACTIONS = new Set([
  "providers",
  "session",
  "csrf",
  "signin",
  "signout",
  "callback",
  "verify-request",
  "error",
  "_log",
]);

type Context = { params: Promise<Record<string, string | string[] | undefined>> };

async function nextAuthRoute(req: NextRequest, context: Context): Promise<Response> {
  const { nextauth } = await context.params;
  const action = Array.isArray(nextauth) ? nextauth[0] : nextauth;
  if (!action || !ACTIONS.has(action)) return errorJson(404, "No API endpoint at this path.");
  return handler(req, context);
}

export { nextAuthRoute as GET, nextAuthRoute as POST };
