// What the server entry (scripts/serve.ts) answers itself for an /api request target before Next
// sees it. Next normalises a path first: it redirects a backslash, `//`, a trailing slash or a
// `.`/`..` segment with a bare plain-text 308, and its URL parser reads `%2e` as a dot, so
// `/api/%2e%2e` became the HTML home page and `/menu/%2e%2e/api/plans` an API call. Under /api
// every answer is JSON in the error shape, so those paths are answered here, from the raw target.

export const BAD_API_PATH_MESSAGE =
  "The request path may not contain dot segments, backslashes or encoded slashes.";

export type ApiPathAnswer =
  { status: 400; message: string } | { status: 308; message: string; location: string };

/** A percent-decoded path segment that no API path may hold ("." or "..", a slash, a backslash). */
export function isBadApiSegment(decoded: string): boolean {
  return decoded === "." || decoded === ".." || /[/\\]/.test(decoded);
}

/**
 * The answer for raw request target `rawUrl` when it is (or Next would route it to) an /api path
 * and is not canonical: 400 for dot segments, backslashes and encoded slashes; a JSON 308 for
 * empty segments and a trailing slash. Null otherwise (canonical, or not an API path).
 */
export function apiPathAnswer(rawUrl: string): ApiPathAnswer | null {
  const queryAt = rawUrl.indexOf("?");
  const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const query = queryAt === -1 ? "" : rawUrl.slice(queryAt);
  if (!isApiPath(rawPath) && !isApiPath(asNextReadsIt(rawPath))) return null;

  const segments = rawPath.split("/");
  if (rawPath.includes("\\") || segments.some((s) => isBadApiSegment(decodeSegment(s)))) {
    return { status: 400, message: BAD_API_PATH_MESSAGE };
  }
  const canonical = `/${segments.filter(Boolean).join("/")}`;
  if (canonical === rawPath) return null;
  return { status: 308, message: `This address is ${canonical}.`, location: canonical + query };
}

const isApiPath = (path: string) => path === "/api" || path.startsWith("/api/");

/** Where Next's URL handling takes the path: `\` is `/`, `%2e` a dot, dot segments resolved. */
function asNextReadsIt(rawPath: string): string {
  const resolved: string[] = [];
  for (const segment of rawPath.replace(/\\/g, "/").split("/")) {
    const dotted = segment.replace(/%2e/gi, ".");
    if (dotted === "" || dotted === ".") continue;
    if (dotted === "..") resolved.pop();
    else resolved.push(segment);
  }
  return `/${resolved.join("/")}`;
}

/** Broken percent-encoding is left as it is (the proxy answers it with its own 400). */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment.replace(/%2e/gi, ".").replace(/%2f/gi, "/").replace(/%5c/gi, "\\");
  }
}
