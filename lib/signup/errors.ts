// How a failed call is shown at sign-up: a server message a person can act on, or the spec's
// generic text for anything unexpected (spec §8).
import { ApiError, GENERIC_ERROR } from "@/lib/client/errors";

export { GENERIC_ERROR };

/** The server's own words for an expected failure (4xx); the generic text otherwise. */
export function messageFor(error: unknown): string {
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401
  ) {
    return error.message || GENERIC_ERROR;
  }
  return GENERIC_ERROR;
}

/** The first message per field of a 400 validation answer. */
export function fieldMessages(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(error instanceof ApiError)) return out;
  for (const item of error.errors) {
    const message = item.constraints[0]?.message;
    if (item.property && message && !out[item.property]) out[item.property] = message;
  }
  return out;
}

/** A 409 about a capped dish taken past its cap (lib/menus/dish-caps.ts), not the deadline. */
export function isSoldOut(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    error.errors.some((e) => e.constraints.some((c) => c.type === "soldOut"))
  );
}
