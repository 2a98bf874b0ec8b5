// Request bodies of the auth endpoints, shared by the route handlers and the forms
// (react-hook-form + zodResolver). Client-safe: no server imports.
import { z } from "zod";
import { AUTH_MESSAGES } from "./messages";
import {
  EMAIL_MAX,
  EMAIL_MESSAGES,
  EMAIL_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_LONG,
} from "./credential-rules";
import { normalizeEmail } from "./email";

export { PASSWORD_MAX, PASSWORD_MIN } from "./credential-rules";

export const emailSchema = z
  .string({ error: "Email is required" })
  .max(EMAIL_MAX, EMAIL_MESSAGES.tooLong)
  .transform(normalizeEmail)
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: EMAIL_MESSAGES.invalid }));

export const newPasswordSchema = z
  .string({ error: "Password is required" })
  .min(PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX, PASSWORD_TOO_LONG);

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} is too long`);

export const registerSchema = z
  .object({
    firstName: name("First name"),
    lastName: name("Last name"),
    email: emailSchema,
    password: newPasswordSchema,
    /** Optional for API clients; checked when sent (the sign-up form always sends it). */
    confirmPassword: z.string().optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    path: ["confirmPassword"],
    message: AUTH_MESSAGES.passwordsDiffer,
  });
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  // No length rule at sign-in: the answer to a wrong password is the one generic message.
  password: z.string({ error: PASSWORD_REQUIRED }).min(1, PASSWORD_REQUIRED).max(PASSWORD_MAX),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: z.string({ error: "Token is required" }).min(1, "Token is required").max(200),
  password: newPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The reset form: a new password typed twice. */
export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.confirmPassword === v.password, {
    path: ["confirmPassword"],
    message: AUTH_MESSAGES.passwordsDiffer,
  });
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;
