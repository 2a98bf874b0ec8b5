"use client";
// The page a reset link opens: a new password typed twice → the reset-password action. Posted
// natively before the script has loaded (the passwords never come back: the fields are empty
// again after such a post), by the script after. Checked with resetPasswordFormSchema's rules.
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { FieldError, Label } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { PASSWORD_MIN, validateNewPassword } from "@/lib/auth/credential-rules";
import { RESET_IDLE, type FormPost, type ResetPasswordState } from "@/lib/auth/form-states";
import { FormAlert } from "./form-alert";
import { PasswordInput } from "./password-input";
import { useFormPost } from "./use-form-post";
import { ViewLink } from "./view-link";

type Field = "password" | "confirmPassword";

const fieldErrorsOf = (state: ResetPasswordState) =>
  state.status === "invalid" ? state.errors : {};
const failureOf = (state: ResetPasswordState) => (state.status === "error" ? state : undefined);

export function ResetPasswordForm({
  action,
  token,
}: {
  action: FormPost<ResetPasswordState>;
  token: string;
}) {
  const { state, formAction, pending, submit } = useFormPost(action, RESET_IDLE);
  const alertRef = useRef<HTMLDivElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const [failure, setFailure] = useState(() => failureOf(state));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>(() => fieldErrorsOf(state));
  const [attempted, setAttempted] = useState(state.status === "invalid");

  const [answered, setAnswered] = useState(state);
  if (state !== answered) {
    setAnswered(state);
    setErrors(fieldErrorsOf(state));
    setFailure(failureOf(state));
  }

  const done = state.status === "done" ? state.message : undefined;
  useEffect(() => {
    if (failure || done) alertRef.current?.focus();
  }, [failure, done]);

  const check = () =>
    validateNewPassword(passwordRef.current?.value ?? "", confirmRef.current?.value ?? "");

  // After the first submit, a field's message follows what is typed.
  function onFieldChange(event: ChangeEvent<HTMLInputElement>) {
    if (!attempted) return;
    const field = event.target.name as Field;
    const found = check();
    setErrors((current) => ({ ...current, [field]: found[field] }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setAttempted(true);
    const found = check();
    setErrors(found);
    if (found.password || found.confirmPassword) {
      (found.password ? passwordRef : confirmRef).current?.focus();
      return;
    }
    setFailure(undefined);
    void submit(event.currentTarget, (message) => ({
      status: "error",
      message,
      tokenRejected: false,
    }));
  }

  if (done) {
    return (
      <div ref={alertRef} tabIndex={-1} className="outline-none">
        <Alert tone="success" title={done}>
          You can now sign in with your new password. For your safety we signed you out on every
          device.
        </Alert>
        <ViewLink view="login" className={buttonClasses({ fullWidth: true, className: "mt-6" })}>
          Sign in
        </ViewLink>
      </div>
    );
  }

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate aria-labelledby="reset-title">
      <FormAlert ref={alertRef}>
        {failure ? (
          <>
            {failure.message}
            {failure.tokenRejected ? (
              <>
                {" "}
                <ViewLink view="forgot" className="font-semibold underline underline-offset-2">
                  Request a new link
                </ViewLink>
              </>
            ) : null}
          </>
        ) : null}
      </FormAlert>
      <input type="hidden" name="token" value={token} />

      <div className="space-y-5">
        <div>
          <Label htmlFor="reset-password">New password</Label>
          <PasswordInput
            id="reset-password"
            autoComplete="new-password"
            className="mt-1.5"
            invalid={Boolean(errors.password)}
            aria-describedby={errors.password ? "reset-password-error" : "reset-password-hint"}
            ref={passwordRef}
            name="password"
            defaultValue=""
            onChange={onFieldChange}
          />
          <FieldError id="reset-password-error">{errors.password}</FieldError>
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
            ref={confirmRef}
            name="confirmPassword"
            defaultValue=""
            onChange={onFieldChange}
          />
          <FieldError id="reset-confirm-error">{errors.confirmPassword}</FieldError>
        </div>
      </div>

      <Button type="submit" fullWidth className="mt-7" disabled={pending}>
        {pending ? <Spinner label="Saving" className="mr-1" /> : null}
        {pending ? "Saving…" : "Reset password"}
      </Button>
    </form>
  );
}
