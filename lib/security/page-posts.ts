// A POST to a page is a server action (the /login forms, lib: app/(auth)/login/actions.ts). Next
// refused a foreign Origin or an oversized field with a bare 500; here, before Next, they are a
// 403 and a 413 in the API's error shape. One origin rule for both doors: the Origin must be
// exactly this site's (scheme, host and port: lib/api/csrf.ts), and a page post must send one
// (browsers always do on POST; only a script without a browser leaves it out).
import type { NextRequest } from "next/server";
import { errorJson } from "@/lib/api/error-response";
import { requestOrigin } from "@/lib/api/csrf";

/** Next's own limit for a server action's body (serverActions.bodySizeLimit, 1 MB). */
export const PAGE_POST_MAX_BYTES = 1024 * 1024;

export const FOREIGN_ORIGIN_MESSAGE =
  "This request was refused because it did not come from our site.";
export const TOO_LARGE_MESSAGE =
  "That form is too large to send. Shorten what you typed and try again.";

/** The refusal for a page POST that may not reach Next, or null when it may. */
export function refusePagePost(request: NextRequest) {
  if (request.method !== "POST") return null;
  const origin = request.headers.get("origin");
  if (!origin || origin.toLowerCase() !== requestOrigin(request)) {
    return errorJson(403, FOREIGN_ORIGIN_MESSAGE);
  }
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > PAGE_POST_MAX_BYTES) return errorJson(413, TOO_LARGE_MESSAGE);
  return null;
}
