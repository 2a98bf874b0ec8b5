"use client";
// Sign-in: email and password → the sign-in action (app/(auth)/login/actions.ts), which sets the
// HttpOnly session cookie → the stored marker (spec §9 "token") → the post-login page (spec §4).
// Sent before the script has loaded, the form posts natively and comes back with the answer (the
// typed email kept, a message, or "signed in"); the script then finishes as it would have.
// Checked in the browser with loginSchema's rules (validateLogin) rather than react-hook-form and
// zod, so /login loads neither; as before, errors show on submit, then follow each keystroke.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FieldError, Input, Label } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { validateLogin, type LoginCheck } from "@/lib/auth/credential-rules";
import { SIGN_IN_IDLE, type FormPost, type SignInState } from "@/lib/auth/form-states";
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { WEB_SESSION_MARKER } from "@/lib/auth/web-session-marker";
import { api } from "@/lib/client/api";
import { rememberSide } from "@/lib/client/session";
import { clearTokens, setToken } from "@/lib/client/storage";
import type { MeDto } from "@/lib/users/dto";
import { FormAlert } from "./form-alert";
import { PasswordInput } from "./password-input";
import { useFormPost } from "./use-form-post";
import { ViewLink } from "./view-link";

async function cookieSessionWorks(): Promise<boolean> {
  return api
    .get<MeDto | null>("/api/auth/me", { signOutOnUnauthorized: false })
    .then(Boolean)
    .catch(() => false);
}

const fieldErrorsOf = (state: SignInState) => (state.status === "invalid" ? state.errors : {});
const messageOf = (state: SignInState) => (state.status === "error" ? state.message : undefined);

export function LoginForm({
  action,
  initialError,
  defaultEmail,
}: {
  action: FormPost<SignInState>;
  initialError?: string;
  /** The email typed on the view this one was opened from. */
  defaultEmail?: string;
}) {
  const router = useRouter();
  const { state, formAction, pending, submit } = useFormPost(action, SIGN_IN_IDLE);
  const alertRef = useRef<HTMLDivElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [email] = useState(() => ("email" in state ? state.email : undefined) ?? defaultEmail);
  const [formError, setFormError] = useState(() => messageOf(state) ?? initialError);
  const [errors, setErrors] = useState<LoginCheck["errors"]>(() => fieldErrorsOf(state));
  const [attempted, setAttempted] = useState(state.status === "invalid");
  /** Signed in, but the browser refused the cookie: nothing is signed in after all. */
  const [cookieRefused, setCookieRefused] = useState(false);

  // Each answer replaces the messages on screen.
  const [answered, setAnswered] = useState(state);
  if (state !== answered) {
    setAnswered(state);
    setErrors(fieldErrorsOf(state));
    setFormError(messageOf(state));
    setCookieRefused(false);
  }

  useEffect(() => {
    if (formError) alertRef.current?.focus();
  }, [formError]);

  useEffect(() => {
    if (state.status === "error") clearTokens();
    if (state.status !== "signed-in") return;
    let cancelled = false;
    // Rare (cookies blocked): the cookie did not stick, so nothing is signed in.
    void cookieSessionWorks().then((works) => {
      if (cancelled) return;
      if (!works) {
        setCookieRefused(true);
        setFormError(AUTH_MESSAGES.webSessionFailed);
        return;
      }
      setToken(WEB_SESSION_MARKER);
      rememberSide(state.path);
      router.replace(state.path);
    });
    return () => {
      cancelled = true;
    };
  }, [state, router]);

  const check = () =>
    validateLogin(emailRef.current?.value ?? "", passwordRef.current?.value ?? "");

  // After the first submit, a field's message follows what is typed into it.
  function onFieldChange(event: ChangeEvent<HTMLInputElement>) {
    if (!attempted) return;
    const field = event.target.name as keyof LoginCheck["errors"];
    const message = check().errors[field];
    setErrors((current) => ({ ...current, [field]: message }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // The script is here: the action is called below, never by a native post.
    event.preventDefault();
    if (pending) return;
    setAttempted(true);
    const { values, errors: found } = check();
    setErrors(found);
    if (!values) {
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setFormError(undefined);
    const typedEmail = emailRef.current?.value ?? "";
    void submit(event.currentTarget, (message) => ({
      status: "error",
      email: typedEmail,
      message,
    }));
  }

  if (state.status === "signed-in" && !cookieRefused) {
    return (
      <Alert tone="success" title="You’re signed in">
        Taking you to your account…{" "}
        <Link href={state.path} className="font-semibold underline underline-offset-2">
          Continue
        </Link>
      </Alert>
    );
  }

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate aria-labelledby="login-title">
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
            defaultValue={email ?? ""}
            onChange={onFieldChange}
          />
          <FieldError id="login-email-error">{errors.email}</FieldError>
        </div>

        <div>
          <div className="flex items-baseline justify-between gap-3">
            <Label htmlFor="login-password">Password</Label>
            <ViewLink
              view="forgot"
              className="text-sm font-semibold text-terracotta-700 underline-offset-2 hover:underline"
            >
              Forgot password?
            </ViewLink>
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

      <Button type="submit" fullWidth className="mt-7" disabled={pending}>
        {pending ? <Spinner label="Signing in" className="mr-1" /> : null}
        {pending ? "Signing in…" : "Sign in"}
      </Button>
    </form>
  );
}
