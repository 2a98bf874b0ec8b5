// Which unique constraint a Prisma write broke. The query engine names the fields in
// `meta.target`; the pg driver adapter names the index (`User_email_key`) or the fields in
// `meta.driverAdapterError.cause.constraint`.
import { Prisma } from "@/generated/prisma/client";

interface AdapterMeta {
  target?: unknown;
  driverAdapterError?: { cause?: { constraint?: { fields?: unknown; index?: unknown } } };
}

export function isUniqueViolation(error: unknown): error is Prisma.PrismaClientKnownRequestError {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}

export function uniqueViolationOn(error: unknown, model: string, field: string): boolean {
  if (!isUniqueViolation(error)) return false;
  const meta = (error.meta ?? {}) as AdapterMeta;
  if (Array.isArray(meta.target) && meta.target.includes(field)) return true;
  if (meta.target === `${model}_${field}_key`) return true;
  const constraint = meta.driverAdapterError?.cause?.constraint;
  if (Array.isArray(constraint?.fields) && constraint.fields.includes(field)) return true;
  return constraint?.index === `${model}_${field}_key`;
}
