// Which methods the API route for a path exports, from the table next.config.js builds from the
// file tree (scripts/api-routes.cjs). The proxy answers 405 with Allow from it, in JSON, where
// Next would answer an empty 405.
export interface ApiRoute {
  pattern: string;
  methods: string[];
}

interface Compiled {
  regex: RegExp;
  methods: string[];
  rank: number[];
}

function compile(route: ApiRoute): Compiled {
  const segments = route.pattern.split("/").filter(Boolean);
  const parts = segments.map((s) =>
    /^\[\[?\.\.\./.test(s)
      ? "(?:/.+)?"
      : /^\[.+\]$/.test(s)
        ? "/[^/]+"
        : `/${s.replace(/[.*+?^${}()|\\]/g, "\\$&")}`,
  );
  // Next prefers static segments over dynamic ones, and both over catch-alls.
  const rank = segments.map((s) => (/^\[\[?\.\.\./.test(s) ? 2 : /^\[/.test(s) ? 1 : 0));
  return { regex: new RegExp(`^${parts.join("")}/?$`), methods: route.methods, rank };
}

function byPrecedence(a: Compiled, b: Compiled): number {
  for (let i = 0; i < Math.max(a.rank.length, b.rank.length); i++) {
    const diff = (a.rank[i] ?? -1) - (b.rank[i] ?? -1);
    if (diff !== 0) return diff;
  }
  return 0;
}

export function compileRouteTable(routes: ApiRoute[]) {
  const compiled = routes.map(compile).sort(byPrecedence);
  /** The methods of the route serving `pathname`, or null when no route file serves it. */
  return (pathname: string): string[] | null =>
    compiled.find((route) => route.regex.test(pathname))?.methods ?? null;
}

let fromBuild: ((pathname: string) => string[] | null) | undefined;

/** The table baked into this build (empty outside a Next build, e.g. in unit tests). */
export function builtRouteMethods(pathname: string): string[] | null {
  fromBuild ??= compileRouteTable(JSON.parse(process.env.API_ROUTE_TABLE ?? "[]") as ApiRoute[]);
  return fromBuild(pathname);
}
