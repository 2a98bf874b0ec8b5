// Maps a request path to the app route that serves it (/api/users/abc → /api/users/[userId]), so
// logs and metrics name routes, never ids or tokens, and the metrics' label values stay few.
// Pages and static files are grouped: their paths are not a fixed list.

interface CompiledRoute {
  pattern: string;
  regex: RegExp;
  /** Higher wins when several match: static segments beat [param], which beats [...catchAll]. */
  rank: number;
}

function compile(pattern: string): CompiledRoute {
  let rank = 0;
  const parts = pattern.split("/").map((segment) => {
    if (/^\[\[?\.\.\..+\]\]?$/.test(segment)) return ".+";
    if (/^\[.+\]$/.test(segment)) {
      rank += 1;
      return "[^/]+";
    }
    rank += 100;
    return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  });
  return { pattern, regex: new RegExp(`^${parts.join("/")}/?$`), rank };
}

export function routeMatcher(apiPatterns: string[]): (pathname: string) => string {
  const routes = apiPatterns.map(compile).sort((a, b) => b.rank - a.rank);
  return (pathname) => {
    if (pathname.startsWith("/_next/")) return "/_next/*";
    if (pathname === "/api" || pathname.startsWith("/api/")) {
      return routes.find((r) => r.regex.test(pathname))?.pattern ?? "/api/*";
    }
    return /\.[a-z0-9]+$/i.test(pathname) ? "static" : "page";
  };
}
