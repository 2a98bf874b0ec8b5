// Anti-forgery for mutations. Every mutation must carry JSON (a cross-site HTML form cannot);
// a browser's Origin, when sent, must be exactly our origin (scheme, host and port); and a
// cookie-authenticated mutation must echo the session-bound token in x-csrf-token.
import type { NextRequest } from "next/server";
import { CSRF_HEADER, csrfTokenMatches } from "@/lib/auth/web-session";
import { AppError } from "@/lib/errors";

export { CSRF_COOKIE, CSRF_HEADER } from "@/lib/auth/web-session";

const refused = () =>
  new AppError("FORBIDDEN", "This request was refused because it did not come from our site.");

/**
 * Our origin as this request reached us. The server entry (scripts/serve.ts) removes
 * X-Forwarded-Host/Proto unless they come from a TRUSTED_PROXIES address, and Next fills them
 * from the Host header and the socket, so they can be believed here.
 */
export function requestOrigin(req: NextRequest): string {
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host") ?? req.nextUrl.host;
  const proto = req.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  const scheme = proto === "https" || proto === "http" ? proto : req.nextUrl.protocol.slice(0, -1);
  return `${scheme}://${host}`.toLowerCase();
}

/** Browsers send Origin on cross-site and same-site mutations; anything but ours is refused. */
export function assertSameOrigin(req: NextRequest): void {
  const origin = req.headers.get("origin");
  if (!origin) return;
  if (origin.toLowerCase() !== requestOrigin(req)) throw refused();
}

/**
 * A mutation with a body must say it is JSON (or one of the types its route takes, like a photo
 * upload's image types); a body-less one may omit the type.
 */
export function assertJsonContentType(
  req: NextRequest,
  accepted: readonly string[] = ["application/json"],
): void {
  const type = req.headers.get("content-type");
  const length = req.headers.get("content-length");
  const hasBody = (length !== null && length !== "0") || req.headers.has("transfer-encoding");
  if (type === null && !hasBody) return;
  const mediaType = type?.split(";")[0]?.trim().toLowerCase();
  if (!mediaType || !accepted.includes(mediaType)) {
    throw new AppError(
      "UNSUPPORTED_MEDIA_TYPE",
      `Send the request body as ${accepted.join(" or ")}.`,
    );
  }
}

export function assertCsrfToken(req: NextRequest, sessionId: string): void {
  if (!csrfTokenMatches(sessionId, req.headers.get(CSRF_HEADER))) throw refused();
}
