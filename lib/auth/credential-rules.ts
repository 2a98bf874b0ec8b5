// The rules for an email and a password, without zod: lib/auth/schemas.ts builds the server's
// schemas from these, and the sign-in form (which ships without zod or a form library, to keep
// /login light) checks the same rules with validateLogin.
import { normalizeEmail } from "./email";

export const PASSWORD_MIN = 8;
/** Long enough for any passphrase; bounded so nobody can make us hash megabytes. */
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;
export const EMAIL_MESSAGES = {
  tooLong: "Email is too long",
  invalid: "Please enter a valid email address.",
} as const;
export const PASSWORD_REQUIRED = "Password is required";

/** zod's email pattern, named so the schema and the browser's check are the same rule. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export interface LoginCheck {
  /** The values to send (the email normalised), when both are valid. */
  values?: { email: string; password: string };
  errors: { email?: string; password?: string };
}

/** loginSchema's rules and messages, for the sign-in form. */
export function validateLogin(email: string, password: string): LoginCheck {
  const errors: LoginCheck["errors"] = {};
  const normalized = normalizeEmail(email);
  if (email.length > EMAIL_MAX) errors.email = EMAIL_MESSAGES.tooLong;
  else if (!EMAIL_PATTERN.test(normalized)) errors.email = EMAIL_MESSAGES.invalid;
  // loginSchema's string-level message also covers its bare maximum, so one wording for both.
  if (password.length < 1 || password.length > PASSWORD_MAX) errors.password = PASSWORD_REQUIRED;
  const valid = !errors.email && !errors.password;
  return { errors, values: valid ? { email: normalized, password } : undefined };
}
