// Turns zod issues into the spec's validation shape: [{ property, constraints: { code: message } }].
import type { z } from "zod";
import { AppError, type FieldError } from "@/lib/errors";

export function toFieldErrors(issues: z.core.$ZodIssue[], prefix?: string): FieldError[] {
  const byProperty = new Map<string, Record<string, string>>();
  for (const issue of issues) {
    const path = issue.path.map(String).join(".");
    const property = [prefix, path].filter(Boolean).join(".") || "body";
    const constraints = byProperty.get(property) ?? {};
    constraints[issue.code] = issue.message;
    byProperty.set(property, constraints);
  }
  return [...byProperty].map(([property, constraints]) => ({ property, constraints }));
}

/** Parses input with a schema or throws a 400 in the spec's shape. */
export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  input: unknown,
  where?: "params" | "query",
): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new AppError("VALIDATION", "Validation failed", {
    errors: toFieldErrors(result.error.issues, where),
  });
}
