"use client";
// "Forgot password?": asks for the email and always shows the same confirmation (spec §8).
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { FieldError, Input, Label } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { forgotPasswordSchema } from "@/lib/auth/schemas";
import { api } from "@/lib/client/api";
import { errorMessage } from "@/lib/client/errors";
import { FormAlert } from "./form-alert";

export function ForgotPasswordForm() {
  const alertRef = useRef<HTMLDivElement>(null);
  const [formError, setFormError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });

  useEffect(() => {
    if (formError || sent) alertRef.current?.focus();
  }, [formError, sent]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const res = await api.post<{ message: string }>("/api/auth/forgot-password", values, {
        signOutOnUnauthorized: false,
      });
      setSent(res.message || AUTH_MESSAGES.resetLinkSent);
    } catch (error) {
      setFormError(errorMessage(error));
    }
  });

  if (sent) {
    return (
      <div ref={alertRef} tabIndex={-1} className="outline-none">
        <Alert tone="success" title="Check your inbox">
          {sent}
        </Alert>
        <p className="mt-4 text-sm text-muted">
          The link works once, for 1 hour. Nothing arrived? Check your spam folder, or try again in
          a few minutes.
        </p>
        <ButtonLink href="/login" variant="secondary" fullWidth className="mt-6">
          Back to sign in
        </ButtonLink>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <FormAlert ref={alertRef}>{formError}</FormAlert>
      <div>
        <Label htmlFor="forgot-email">Email</Label>
        <Input
          id="forgot-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          className="mt-1.5"
          invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? "forgot-email-error" : "forgot-email-hint"}
          {...register("email")}
        />
        <FieldError id="forgot-email-error">{errors.email?.message}</FieldError>
        {!errors.email ? (
          <p id="forgot-email-hint" className="mt-1.5 text-sm text-muted">
            We&rsquo;ll email you a link to choose a new password.
          </p>
        ) : null}
      </div>
      <Button type="submit" fullWidth className="mt-7" disabled={isSubmitting}>
        {isSubmitting ? <Spinner label="Sending" className="mr-1" /> : null}
        {isSubmitting ? "Sending…" : "Send reset link"}
      </Button>
      <p className="mt-6 text-center text-sm">
        <Link
          href="/login"
          className="font-semibold text-forest-800 underline-offset-2 hover:underline"
        >
          Back to sign in
        </Link>
      </p>
    </form>
  );
}
