"use server";
// The /login forms' posts, as React server actions. A form sent before the page's script has
// loaded arrives here as a plain POST (never a GET: nothing typed reaches a URL) and the page
// renders again with the answer; once the script runs, the forms call the same functions without
// a reload. Same rules and domain calls as /api/auth/login, /forgot-password and /reset-password.
import { randomUUID } from "node:crypto";
import { cookies, headers } from "next/headers";
import type { z } from "zod";
import { login } from "@/lib/auth/login";
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { requestPasswordReset, resetPassword } from "@/lib/auth/password-reset";
import { postLoginPath } from "@/lib/auth/post-login";
import { clientIp } from "@/lib/auth/request-ip";
import { forgotPasswordSchema, loginSchema, resetPasswordFormSchema } from "@/lib/auth/schemas";
import { markSessionWeb } from "@/lib/auth/sessions";
import { sessionCookies } from "@/lib/auth/web-session";
import type {
  FieldErrors,
  ForgotPasswordState,
  ResetPasswordState,
  SignInState,
} from "@/lib/auth/form-states";
import { serverNow } from "@/lib/clock/server-now";
import { GENERIC_ERROR } from "@/lib/client/errors";
import { AppError } from "@/lib/errors";
import { errorFields, logger } from "@/lib/log/logger";
import { getMe } from "@/lib/users/me";

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

function firstMessages<F extends string>(error: z.ZodError): FieldErrors<F> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors as FieldErrors<F>;
}

/** An expected failure in its own words; anything else is logged and answered generically. */
function failureMessage(error: unknown, action: string): string {
  if (error instanceof AppError) return error.message;
  logger().error(
    { component: "login", action, requestId: randomUUID(), ...errorFields(error) },
    "sign-in action failed",
  );
  return GENERIC_ERROR;
}

export async function signInAction(_: SignInState, form: FormData): Promise<SignInState> {
  const email = text(form, "email");
  const parsed = loginSchema.safeParse({ email, password: text(form, "password") });
  if (!parsed.success) return { status: "invalid", email, errors: firstMessages(parsed.error) };
  try {
    const requestHeaders = await headers();
    const signedIn = await login(parsed.data, clientIp(requestHeaders), await serverNow());
    // As signedInResponse does for the web client: the token only ever lives in the cookie.
    await markSessionWeb(signedIn.session.sessionId);
    const secure = requestHeaders.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https";
    const jar = await cookies();
    for (const cookie of sessionCookies(secure, signedIn.session)) {
      jar.set(cookie.name, cookie.value, cookie.options);
    }
    const user = await getMe(signedIn.userId);
    return { status: "signed-in", email, path: user ? postLoginPath(user) : "/logout" };
  } catch (error) {
    return { status: "error", email, message: failureMessage(error, "sign-in") };
  }
}

export async function forgotPasswordAction(
  _: ForgotPasswordState,
  form: FormData,
): Promise<ForgotPasswordState> {
  const email = text(form, "email");
  const parsed = forgotPasswordSchema.safeParse({ email });
  if (!parsed.success) return { status: "invalid", email, errors: firstMessages(parsed.error) };
  try {
    const message = await requestPasswordReset(parsed.data.email, await serverNow());
    return { status: "sent", message };
  } catch (error) {
    return { status: "error", email, message: failureMessage(error, "forgot-password") };
  }
}

export async function resetPasswordAction(
  _: ResetPasswordState,
  form: FormData,
): Promise<ResetPasswordState> {
  const token = text(form, "token");
  const password = text(form, "password");
  const parsed = resetPasswordFormSchema.safeParse({
    password,
    confirmPassword: text(form, "confirmPassword"),
  });
  if (!parsed.success) return { status: "invalid", errors: firstMessages(parsed.error) };
  const invalidToken = {
    status: "error",
    message: AUTH_MESSAGES.resetTokenInvalid,
    tokenRejected: true,
  } as const;
  if (!token || token.length > 200) return invalidToken;
  try {
    return { status: "done", message: await resetPassword(token, password, await serverNow()) };
  } catch (error) {
    const message = failureMessage(error, "reset-password");
    return message === AUTH_MESSAGES.resetTokenInvalid
      ? invalidToken
      : { status: "error", message, tokenRejected: false };
  }
}
