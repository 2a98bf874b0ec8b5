// The rules for an email and a password, without zod: lib/auth/schemas.ts builds the server's
// schemas from these, and the /login forms (which ship without zod or a form library, to keep
// /login light) check the same rules with validateLogin, validateEmail and validateNewPassword.
import { AUTH_MESSAGES } from "./messages";
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
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX} characters`;

/** zod's email pattern, named so the schema and the browser's check are the same rule. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export interface LoginCheck {
  /** The values to send (the email normalised), when both are valid. */
  values?: { email: string; password: string };
  errors: { email?: string; password?: string };
}

/** emailSchema's rule and messages: the message, or undefined for a good email. */
export function emailProblem(email: string): string | undefined {
  if (email.length > EMAIL_MAX) return EMAIL_MESSAGES.tooLong;
  if (!EMAIL_PATTERN.test(normalizeEmail(email))) return EMAIL_MESSAGES.invalid;
  return undefined;
}

/** forgotPasswordSchema's rules and messages, for the "forgot password?" form. */
export function validateEmail(email: string): { email?: string } {
  const problem = emailProblem(email);
  return problem ? { email: problem } : {};
}

/** resetPasswordFormSchema's rules and messages, for the reset form (both fields at once). */
export function validateNewPassword(
  password: string,
  confirmPassword: string,
): { password?: string; confirmPassword?: string } {
  const errors: { password?: string; confirmPassword?: string } = {};
  if (password.length < PASSWORD_MIN) errors.password = AUTH_MESSAGES.passwordTooShort;
  else if (password.length > PASSWORD_MAX) {
    errors.password = PASSWORD_TOO_LONG;
  }
  if (confirmPassword !== password) errors.confirmPassword = AUTH_MESSAGES.passwordsDiffer;
  return errors;
}

/** loginSchema's rules and messages, for the sign-in form. */
export function validateLogin(email: string, password: string): LoginCheck {
  const errors: LoginCheck["errors"] = {};
  const normalized = normalizeEmail(email);
  const emailError = emailProblem(email);
  if (emailError) errors.email = emailError;
  // loginSchema's string-level message also covers its bare maximum, so one wording for both.
  if (password.length < 1 || password.length > PASSWORD_MAX) errors.password = PASSWORD_REQUIRED;
  const valid = !errors.email && !errors.password;
  return { errors, values: valid ? { email: normalized, password } : undefined };
}
