// Whether an error means "the database cannot be reached right now" (down, restarting, pool
// exhausted) rather than a bug: the API answers those 503 with Retry-After, and the pool
// reconnects by itself once PostgreSQL is back.
import { NoResultError } from "kysely";
import { Prisma } from "@/generated/prisma/client";

/** Prisma's codes for an unreachable server, a timed-out connection or an exhausted pool. */
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
/** What the pg driver adapter reports when the connection itself failed. */
const ADAPTER_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TlsConnectionError",
  "TooManyConnections",
]);
/** Socket errors, and PostgreSQL's "shutting down / starting up / connection failure" classes. */
const NODE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND"]);
const SQLSTATE = /^(08|57P0[1-3])/;

interface AdapterMeta {
  driverAdapterError?: { cause?: { kind?: string } };
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  if (error instanceof Prisma.PrismaClientInitializationError) return true;
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (PRISMA_CODES.has(error.code)) return true;
    const kind = (error.meta as AdapterMeta | undefined)?.driverAdapterError?.cause?.kind;
    if (kind && ADAPTER_KINDS.has(kind)) return true;
  }
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (NODE_CODES.has(code) || SQLSTATE.test(code))) return true;
  if (
    /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect/i.test(
      String((error as { message?: unknown }).message ?? ""),
    )
  ) {
    return true;
  }
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}

/**
 * Prisma's "required record not found" (findUniqueOrThrow, update of a missing row), or a write
 * whose foreign key names a row that does not exist (P2003: e.g. an admin naming an unknown user).
 */
export function isRecordNotFound(error: unknown): boolean {
  // A typed statement's executeTakeFirstOrThrow that found no row is the same answer.
  if (error instanceof NoResultError) return true;
  return (
    error instanceof Prisma.PrismaClientKnownRequestError &&
    (error.code === "P2025" || error.code === "P2003")
  );
}
