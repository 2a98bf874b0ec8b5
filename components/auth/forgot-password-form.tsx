"use client";
// "Forgot password?": asks for the email and always shows the same confirmation (spec §8). Posted
// to the forgot-password action: natively before the script has loaded (a POST, so the address
// never reaches the URL), by the script after. Checked with forgotPasswordSchema's rules.
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { FieldError, Input, Label } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { validateEmail } from "@/lib/auth/credential-rules";
import { FORGOT_IDLE, type ForgotPasswordState, type FormPost } from "@/lib/auth/form-states";
import { FormAlert } from "./form-alert";
import { useFormPost } from "./use-form-post";
import { ViewLink } from "./view-link";

const fieldErrorsOf = (state: ForgotPasswordState) =>
  state.status === "invalid" ? state.errors : {};
const messageOf = (state: ForgotPasswordState) =>
  state.status === "error" ? state.message : undefined;

export function ForgotPasswordForm({
  action,
  defaultEmail,
}: {
  action: FormPost<ForgotPasswordState>;
  /** The email typed on the sign-in view, carried here. */
  defaultEmail?: string;
}) {
  const { state, formAction, pending, submit } = useFormPost(action, FORGOT_IDLE);
  const alertRef = useRef<HTMLDivElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const [email] = useState(() => ("email" in state ? state.email : undefined) ?? defaultEmail);
  const [formError, setFormError] = useState(() => messageOf(state));
  const [errors, setErrors] = useState(() => fieldErrorsOf(state));
  const [attempted, setAttempted] = useState(state.status === "invalid");

  const [answered, setAnswered] = useState(state);
  if (state !== answered) {
    setAnswered(state);
    setErrors(fieldErrorsOf(state));
    setFormError(messageOf(state));
  }

  const sent = state.status === "sent" ? state.message : undefined;
  useEffect(() => {
    if (formError || sent) alertRef.current?.focus();
  }, [formError, sent]);

  function onEmailChange(event: ChangeEvent<HTMLInputElement>) {
    if (attempted) setErrors(validateEmail(event.target.value));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setAttempted(true);
    const typed = emailRef.current?.value ?? "";
    const found = validateEmail(typed);
    setErrors(found);
    if (found.email) {
      emailRef.current?.focus();
      return;
    }
    setFormError(undefined);
    void submit(event.currentTarget, (message) => ({ status: "error", email: typed, message }));
  }

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
        <ViewLink
          view="login"
          className={buttonClasses({ variant: "secondary", fullWidth: true, className: "mt-6" })}
        >
          Back to sign in
        </ViewLink>
      </div>
    );
  }

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate aria-labelledby="forgot-title">
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
          ref={emailRef}
          name="email"
          defaultValue={email ?? ""}
          onChange={onEmailChange}
        />
        <FieldError id="forgot-email-error">{errors.email}</FieldError>
        {!errors.email ? (
          <p id="forgot-email-hint" className="mt-1.5 text-sm text-muted">
            We&rsquo;ll email you a link to choose a new password.
          </p>
        ) : null}
      </div>
      <Button type="submit" fullWidth className="mt-7" disabled={pending}>
        {pending ? <Spinner label="Sending" className="mr-1" /> : null}
        {pending ? "Sending…" : "Send reset link"}
      </Button>
      <p className="mt-6 text-center text-sm">
        <ViewLink
          view="login"
          className="font-semibold text-forest-800 underline-offset-2 hover:underline"
        >
          Back to sign in
        </ViewLink>
      </p>
    </form>
  );
}
