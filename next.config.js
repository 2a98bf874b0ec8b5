/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Lets two builds live side by side (e.g. a second e2e run); defaults to .next.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  reactStrictMode: true,
  // Native and WebAssembly packages are loaded by Node at run time, not bundled.
  serverExternalPackages: [
    "@node-rs/argon2",
    "@electric-sql/pglite",
    "@electric-sql/pglite-socket",
    "pg",
  ],
};

module.exports = nextConfig;
