// How a failed call shows in an account form (spec §8): a 400's field messages go beside their
// fields; any other 4xx shows the server's own words; anything unexpected shows 'Something went
// wrong please try again.'. The form keeps what was typed either way.
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiError, GENERIC_ERROR } from "@/lib/client/errors";

export { GENERIC_ERROR };

/** The server's words for an expected refusal (4xx other than 401); the generic text otherwise. */
export function failureMessage(error: unknown): string {
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401
  ) {
    return error.message || GENERIC_ERROR;
  }
  if (error instanceof ApiError && error.status === 503) return error.message || GENERIC_ERROR;
  return GENERIC_ERROR;
}

/**
 * Puts a 400's field messages on the form's fields that exist; returns the message for the form
 * as a whole, or null when every problem landed on a field.
 */
export function applyServerErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  fields: readonly Path<T>[],
): string | null {
  if (!(error instanceof ApiError) || error.status !== 400 || error.errors.length === 0) {
    return failureMessage(error);
  }
  let unplaced = false;
  for (const item of error.errors) {
    const field = fields.find((name) => name === item.property);
    const message = item.constraints[0]?.message;
    if (field && message) form.setError(field, { type: "server", message }, { shouldFocus: true });
    else unplaced = true;
  }
  return unplaced ? error.message || GENERIC_ERROR : null;
}
