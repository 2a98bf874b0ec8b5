const { scanApiRoutes } = require("./scripts/api-routes.cjs");

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Every API route and its methods, from the file tree: the proxy's 405 answers come from it.
  env: {
    API_ROUTE_TABLE: JSON.stringify(
      scanApiRoutes(__dirname).map(({ pattern, methods }) => ({ pattern, methods })),
    ),
  },
  // Static files and anything the proxy does not see still get the basic protections.
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "DENY" },
        ],
      },
    ];
  },
  poweredByHeader: false,
  // `.ci/run` type-checks the whole project (`npm run typecheck`) before its build; the build's
  // own pass was the same check again (40 s). Everyone else's build checks types.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === "1" },
  // Lets two builds live side by side (e.g. a second e2e run); defaults to .next.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  reactStrictMode: true,
  // Native and WebAssembly packages are loaded by Node at run time, not bundled.
  serverExternalPackages: [
    "@node-rs/argon2",
    "@electric-sql/pglite",
    "@electric-sql/pglite-socket",
    "pg",
    // One metrics registry per process: serve.ts and every route bundle must load the same copy.
    "prom-client",
  ],
};

module.exports = nextConfig;
