// The one Prisma client (pure-JS engine over node-postgres). Only lib/<domain> imports it.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";

function createClient() {
  const adapter = new PrismaPg({
    connectionString: process.env.DATABASE_URL,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
  });
  return new PrismaClient({ adapter, omit: { user: { passwordHash: true } } });
}

export type Db = ReturnType<typeof createClient>;

const globalForDb = globalThis as unknown as { prisma?: Db };

export const db: Db = globalForDb.prisma ?? createClient();
if (process.env.NODE_ENV !== "production") globalForDb.prisma = db;

export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];
