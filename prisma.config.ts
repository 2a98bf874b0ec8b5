// Prisma CLI configuration: the pure-JS engine with the pg driver adapter, so nothing downloads.
import path from "node:path";
import { defineConfig } from "prisma/config";
import { PrismaPg } from "@prisma/adapter-pg";

export default defineConfig({
  schema: path.join("prisma", "schema.prisma"),
  engine: "js",
  experimental: { adapter: true },
  // `migrate deploy` holds a session advisory lock for the whole run: through a transaction-mode
  // pooler it would stay behind on a pooled connection, so migrations go to DIRECT_URL when set.
  adapter: async () =>
    new PrismaPg({
      connectionString: process.env.DIRECT_URL?.trim() || process.env.DATABASE_URL,
      allowExitOnIdle: true,
    }),
  migrations: { seed: "tsx prisma/seed.ts" },
});
