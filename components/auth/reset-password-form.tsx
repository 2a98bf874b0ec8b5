"use client";
// The page a reset link opens: a new password typed twice → POST /api/auth/reset-password.
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { FieldError, Label } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { PASSWORD_MIN, resetPasswordFormSchema } from "@/lib/auth/schemas";
import { api, ApiError } from "@/lib/client/api";
import { errorMessage } from "@/lib/client/errors";
import { FormAlert } from "./form-alert";
import { PasswordInput } from "./password-input";

export function ResetPasswordForm({ token }: { token: string }) {
  const alertRef = useRef<HTMLDivElement>(null);
  const [formError, setFormError] = useState<string>();
  const [tokenRejected, setTokenRejected] = useState(false);
  const [done, setDone] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });

  useEffect(() => {
    if (formError || done) alertRef.current?.focus();
  }, [formError, done]);

  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(undefined);
    try {
      const res = await api.post<{ message: string }>(
        "/api/auth/reset-password",
        { token, password },
        { signOutOnUnauthorized: false },
      );
      setDone(res.message || AUTH_MESSAGES.resetDone);
    } catch (error) {
      setTokenRejected(
        error instanceof ApiError && error.message === AUTH_MESSAGES.resetTokenInvalid,
      );
      setFormError(errorMessage(error));
    }
  });

  if (done) {
    return (
      <div ref={alertRef} tabIndex={-1} className="outline-none">
        <Alert tone="success" title={done}>
          You can now sign in with your new password. For your safety we signed you out on every
          device.
        </Alert>
        <ButtonLink href="/login" fullWidth className="mt-6">
          Sign in
        </ButtonLink>
      </div>
    );
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate>
      <FormAlert ref={alertRef}>
        {formError ? (
          <>
            {formError}
            {tokenRejected ? (
              <>
                {" "}
                <Link
                  href="/login?view=forgot"
                  className="font-semibold underline underline-offset-2"
                >
                  Request a new link
                </Link>
              </>
            ) : null}
          </>
        ) : null}
      </FormAlert>

      <div className="space-y-5">
        <div>
          <Label htmlFor="reset-password">New password</Label>
          <PasswordInput
            id="reset-password"
            autoComplete="new-password"
            className="mt-1.5"
            invalid={Boolean(errors.password)}
            aria-describedby={errors.password ? "reset-password-error" : "reset-password-hint"}
            {...register("password")}
          />
          <FieldError id="reset-password-error">{errors.password?.message}</FieldError>
          {!errors.password ? (
            <p id="reset-password-hint" className="mt-1.5 text-sm text-muted">
              At least {PASSWORD_MIN} characters.
            </p>
          ) : null}
        </div>
        <div>
          <Label htmlFor="reset-confirm">Confirm new password</Label>
          <PasswordInput
            id="reset-confirm"
            autoComplete="new-password"
            className="mt-1.5"
            invalid={Boolean(errors.confirmPassword)}
            aria-describedby={errors.confirmPassword ? "reset-confirm-error" : undefined}
            {...register("confirmPassword")}
          />
          <FieldError id="reset-confirm-error">{errors.confirmPassword?.message}</FieldError>
        </div>
      </div>

      <Button type="submit" fullWidth className="mt-7" disabled={isSubmitting}>
        {isSubmitting ? <Spinner label="Saving" className="mr-1" /> : null}
        {isSubmitting ? "Saving…" : "Reset password"}
      </Button>
    </form>
  );
}
