// Refuses input PostgreSQL or our logs must never see: control characters in any text (U+0000
// makes PostgreSQL fail the whole statement) and absurdly deep nesting. Runs on every body,
// path parameter and query value in the route wrapper, so no field can forget it.
import { AppError } from "@/lib/errors";

/** C0 controls and DEL, except tab, line feed and carriage return (multi-line reasons). */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const MAX_DEPTH = 32;

export const CONTROL_MESSAGE = "Text may not contain control characters.";

/** The dotted path of the first bad value, or null when the input is clean. */
function findProblem(
  value: unknown,
  path: string[],
  depth: number,
): { path: string[]; rule: string } | null {
  if (typeof value === "string")
    return CONTROL.test(value) ? { path, rule: "noControlCharacters" } : null;
  if (value === null || typeof value !== "object") return null;
  if (depth >= MAX_DEPTH) return { path, rule: "maxDepth" };
  const entries = Array.isArray(value)
    ? value.map((v, i) => [String(i), v] as const)
    : Object.entries(value);
  for (const [key, child] of entries) {
    if (CONTROL.test(key))
      return { path: [...path, key.replace(CONTROL, "?")], rule: "noControlCharacters" };
    const found = findProblem(child, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** Throws the spec's 400 naming the offending property. */
export function assertCleanInput(value: unknown, where?: "params" | "query"): void {
  const problem = findProblem(value, [], 0);
  if (!problem) return;
  const message =
    problem.rule === "maxDepth"
      ? `Input may not be nested more than ${MAX_DEPTH} levels deep.`
      : CONTROL_MESSAGE;
  const property = [where, ...problem.path].filter(Boolean).join(".") || "body";
  throw new AppError("VALIDATION", "Validation failed", {
    errors: [{ property, constraints: { [problem.rule]: message } }],
  });
}
