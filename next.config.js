/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Native and WebAssembly packages are loaded by Node at run time, not bundled.
  serverExternalPackages: ["@node-rs/argon2", "@electric-sql/pglite", "@electric-sql/pglite-socket", "pg"],
};

module.exports = nextConfig;
