// Runs before every page and API request (not static files):
// - /api: a path with broken percent-encoding, control characters, an encoded slash or backslash
//   (or a dot segment) is a JSON 400, and a method the route does not export is a JSON 405 with
//   Allow (Next would answer plain text or an empty body); API answers get the no-sniff /
//   no-framing headers.
// - pages: a fresh CSP nonce per request (Next puts it on its own scripts; the layout reads
//   x-nonce for ours) and the browser security headers. /admin and /customer without any session
//   cookie are sent to /login here, before Next renders a thing (documents and RSC requests alike).
//   A POST to a page (a server action) from another origin, with none, or over 1 MB is a JSON
//   403/413 here (lib/security/page-posts.ts), not Next's bare 500.
import { NextResponse, type NextRequest } from "next/server";
import { errorJson } from "@/lib/api/error-response";
import { builtRouteMethods } from "@/lib/api/route-table";
import { BAD_API_PATH_MESSAGE, isBadApiSegment } from "@/lib/net/canonical-api-path";
import { tagManagerId, affiliateScriptUrl } from "@/lib/analytics/config";
import { isSignedInArea } from "@/lib/auth/signed-in-areas";
import { refusePagePost } from "@/lib/security/page-posts";
import { sessionTokenFromCookies } from "@/lib/auth/web-session";
import { API_CSP, baseSecurityHeaders, contentSecurityPolicy } from "@/lib/security/headers";

const CONTROL = /[\u0000-\u001F\u007F]/;

function withHeaders(res: NextResponse, headers: Record<string, string>): NextResponse {
  for (const [name, value] of Object.entries(headers)) res.headers.set(name, value);
  return res;
}

/** The JSON refusal for a path Next could not even route, or null when the path is fine. */
function badApiPath(pathname: string): NextResponse | null {
  for (const segment of pathname.split("/")) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return errorJson(400, "The request path is not valid percent-encoding.");
    }
    if (CONTROL.test(decoded)) {
      return errorJson(400, "The request path may not contain control characters.");
    }
    // Encoded slashes and backslashes survive Next's normalisation; raw ones and dot segments
    // do not reach the proxy (scripts/serve.ts answers them from the raw path).
    if (isBadApiSegment(decoded)) return errorJson(400, BAD_API_PATH_MESSAGE);
  }
  return null;
}

function apiProxy(request: NextRequest, https: boolean): NextResponse {
  const headers = { ...baseSecurityHeaders(https), "Content-Security-Policy": API_CSP };
  const bad = badApiPath(request.nextUrl.pathname);
  if (bad) return withHeaders(bad, headers);
  const methods = builtRouteMethods(request.nextUrl.pathname);
  const method = request.method === "HEAD" ? "GET" : request.method;
  if (methods && !methods.includes(method)) {
    const res = errorJson(405, `${request.method} is not allowed here.`);
    return withHeaders(res, { ...headers, Allow: methods.join(", ") });
  }
  return withHeaders(NextResponse.next(), headers);
}

function pageProxy(request: NextRequest, https: boolean): NextResponse {
  const refused = refusePagePost(request);
  if (refused) return withHeaders(refused, baseSecurityHeaders(https));
  // No DB call here: a forged or expired cookie gets through, and the page's own guard refuses it.
  if (
    isSignedInArea(request.nextUrl.pathname) &&
    !sessionTokenFromCookies((name) => request.cookies.get(name)?.value)
  ) {
    return withHeaders(
      NextResponse.redirect(new URL("/login", request.url)),
      baseSecurityHeaders(https),
    );
  }
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const csp = contentSecurityPolicy({
    nonce,
    https,
    dev: process.env.NODE_ENV === "development",
    mapsKey: process.env.NEXT_PUBLIC_GOOGLE_MAPS_KEY,
    gtmId: tagManagerId(),
    affiliateScriptUrl: affiliateScriptUrl(),
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("content-security-policy", csp);
  const res = NextResponse.next({ request: { headers: requestHeaders } });
  return withHeaders(res, { ...baseSecurityHeaders(https), "Content-Security-Policy": csp });
}

export function proxy(request: NextRequest) {
  const https = request.nextUrl.protocol === "https:";
  return request.nextUrl.pathname.startsWith("/api/") || request.nextUrl.pathname === "/api"
    ? apiProxy(request, https)
    : pageProxy(request, https);
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon|dishes/|.*\\.(?:svg|png|jpg|webp|ico|txt)$).*)"],
};
