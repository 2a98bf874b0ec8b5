// Next answers a non-canonical path (a trailing slash, `//`, a `.` or `..` segment) with a bare
// 308 before any route or proxy runs. Under /api every answer is JSON, so scripts/serve.ts sends
// that redirect itself, with a JSON body, using this canonical form.

/** The canonical `/api/...` request target for `rawUrl`, or null when it is already canonical. */
export function canonicalApiTarget(rawUrl: string): string | null {
  const queryAt = rawUrl.indexOf("?");
  const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const query = queryAt === -1 ? "" : rawUrl.slice(queryAt);
  if (rawPath !== "/api" && !rawPath.startsWith("/api/")) return null;
  const segments: string[] = [];
  for (const segment of rawPath.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  const canonical = `/${segments.join("/")}`;
  return canonical === rawPath ? null : canonical + query;
}
