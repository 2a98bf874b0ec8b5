// Prisma CLI configuration: the pure-JS engine with the pg driver adapter, so nothing downloads.
import path from "node:path";
import { defineConfig } from "prisma/config";
import { PrismaPg } from "@prisma/adapter-pg";

export default defineConfig({
  schema: path.join("prisma", "schema.prisma"),
  engine: "js",
  experimental: { adapter: true },
  adapter: async () =>
    new PrismaPg({ connectionString: process.env.DATABASE_URL, allowExitOnIdle: true }),
  migrations: { seed: "tsx prisma/seed.ts" },
});
