// Which unique constraint a write broke. The query engine names the fields in `meta.target`; the
// pg driver adapter names the index (`User_email_key`) or the fields in
// `meta.driverAdapterError.cause.constraint`. A typed (Kysely) statement fails differently: inside
// a Prisma transaction as a raw query (P2010, the adapter's cause `UniqueConstraintViolation`), on
// the pool or in `rawTransaction` as pg's own error (SQLSTATE 23505).
import { Prisma } from "@/generated/prisma/client";

interface AdapterMeta {
  target?: unknown;
  driverAdapterError?: {
    cause?: { kind?: unknown; constraint?: { fields?: unknown; index?: unknown } };
  };
}

const UNIQUE_VIOLATION = "23505";

export function isUniqueViolation(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2002") return true;
    const meta = (error.meta ?? {}) as AdapterMeta;
    return (
      error.code === "P2010" && meta.driverAdapterError?.cause?.kind === "UniqueConstraintViolation"
    );
  }
  return error instanceof Error && (error as Error & { code?: unknown }).code === UNIQUE_VIOLATION;
}

export function uniqueViolationOn(error: unknown, model: string, field: string): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== "P2002")
    return false;
  const meta = (error.meta ?? {}) as AdapterMeta;
  if (Array.isArray(meta.target) && meta.target.includes(field)) return true;
  if (meta.target === `${model}_${field}_key`) return true;
  const constraint = meta.driverAdapterError?.cause?.constraint;
  if (Array.isArray(constraint?.fields) && constraint.fields.includes(field)) return true;
  return constraint?.index === `${model}_${field}_key`;
}
