"use client";
// Sign-in: email and password → POST /api/auth/login, which sets the HttpOnly session cookie →
// the stored marker (spec §9 "token") → the post-login page (spec §4).
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FieldError, Input, Label } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { postLoginPath } from "@/lib/auth/post-login";
import { loginSchema } from "@/lib/auth/schemas";
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
  const [formError, setFormError] = useState<string | undefined>(initialError);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });

  useEffect(() => {
    if (formError) alertRef.current?.focus();
  }, [formError]);

  const onSubmit = handleSubmit(async (values) => {
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
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-labelledby="login-title">
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
            {...register("email")}
          />
          <FieldError id="login-email-error">{errors.email?.message}</FieldError>
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
            {...register("password")}
          />
          <FieldError id="login-password-error">{errors.password?.message}</FieldError>
        </div>
      </div>

      <Button type="submit" fullWidth className="mt-7" disabled={isSubmitting}>
        {isSubmitting ? <Spinner label="Signing in" className="mr-1" /> : null}
        {isSubmitting ? "Signing in…" : "Sign in"}
      </Button>
    </form>
  );
}
