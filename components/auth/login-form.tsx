"use client";
// Sign-in: email and password → POST /api/auth/login, which sets the HttpOnly session cookie →
// the stored marker (spec §9 "token") → the post-login page (spec §4).
// Checked in the browser with loginSchema's rules (validateLogin) rather than react-hook-form and
// zod, so /login loads neither; as before, errors show on submit, then follow each keystroke.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FieldError, Input, Label } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { postLoginPath } from "@/lib/auth/post-login";
import { validateLogin, type LoginCheck } from "@/lib/auth/credential-rules";
import { api } from "@/lib/client/api";
import { errorMessage } from "@/lib/client/errors";
import { rememberSide } from "@/lib/client/session";
import { clearTokens, setToken } from "@/lib/client/storage";
import type { MeDto } from "@/lib/users/dto";
import { FormAlert } from "./form-alert";
import { PasswordInput } from "./password-input";

async function cookieSessionWorks(): Promise<boolean> {
  return api
    .get<MeDto | null>("/api/auth/me", { signOutOnUnauthorized: false })
    .then(Boolean)
    .catch(() => false);
}

export function LoginForm({ initialError }: { initialError?: string }) {
  const router = useRouter();
  const alertRef = useRef<HTMLDivElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [formError, setFormError] = useState<string | undefined>(initialError);
  const [errors, setErrors] = useState<LoginCheck["errors"]>({});
  const [attempted, setAttempted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (formError) alertRef.current?.focus();
  }, [formError]);

  const check = () =>
    validateLogin(emailRef.current?.value ?? "", passwordRef.current?.value ?? "");

  // After the first submit, a field's message follows what is typed into it.
  function onFieldChange(event: ChangeEvent<HTMLInputElement>) {
    if (!attempted) return;
    const field = event.target.name as keyof LoginCheck["errors"];
    const message = check().errors[field];
    setErrors((current) => ({ ...current, [field]: message }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    setAttempted(true);
    const { values, errors: found } = check();
    setErrors(found);
    if (!values) {
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setSubmitting(true);
    setFormError(undefined);
    try {
      const { token, user } = await api.post<{ token: string; user: MeDto }>(
        "/api/auth/login",
        values,
        { signOutOnUnauthorized: false },
      );
      // Rare (cookies blocked): the cookie did not stick, so nothing is signed in.
      if (!(await cookieSessionWorks())) {
        setFormError(AUTH_MESSAGES.webSessionFailed);
        return;
      }
      setToken(token);
      const path = postLoginPath(user);
      rememberSide(path);
      router.replace(path);
    } catch (error) {
      clearTokens();
      setFormError(errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form
      method="post"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby="login-title"
    >
      <FormAlert ref={alertRef}>{formError}</FormAlert>

      <div className="space-y-5">
        <div>
          <Label htmlFor="login-email">Email</Label>
          <Input
            id="login-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            className="mt-1.5"
            invalid={Boolean(errors.email)}
            aria-describedby={errors.email ? "login-email-error" : undefined}
            ref={emailRef}
            name="email"
            defaultValue=""
            onChange={onFieldChange}
          />
          <FieldError id="login-email-error">{errors.email}</FieldError>
        </div>

        <div>
          <div className="flex items-baseline justify-between gap-3">
            <Label htmlFor="login-password">Password</Label>
            <Link
              href="/login?view=forgot"
              className="text-sm font-semibold text-terracotta-700 underline-offset-2 hover:underline"
            >
              Forgot password?
            </Link>
          </div>
          <PasswordInput
            id="login-password"
            autoComplete="current-password"
            className="mt-1.5"
            invalid={Boolean(errors.password)}
            aria-describedby={errors.password ? "login-password-error" : undefined}
            ref={passwordRef}
            name="password"
            defaultValue=""
            onChange={onFieldChange}
          />
          <FieldError id="login-password-error">{errors.password}</FieldError>
        </div>
      </div>

      <Button type="submit" fullWidth className="mt-7" disabled={isSubmitting}>
        {isSubmitting ? <Spinner label="Signing in" className="mr-1" /> : null}
        {isSubmitting ? "Signing in…" : "Sign in"}
      </Button>
    </form>
  );
}
