"use client";
// The three faces of /login: sign in, "forgot password?" and the reset form a mailed link opens.
// The view follows the address (?view=forgot, ?resetToken=…); the links between views switch it
// here, at once, carrying the email typed so far (view-link.tsx).
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import type { AuthFormActions } from "@/lib/auth/form-states";
import { ForgotPasswordForm } from "./forgot-password-form";
import { LoginForm } from "./login-form";
import { PostLoginGate } from "./post-login-gate";
import { ResetPasswordForm } from "./reset-password-form";
import { SwitchViewContext, viewHref, type AuthView } from "./view-link";

export type { AuthView } from "./view-link";

const HEADINGS: Record<AuthView, { title: string; intro: string }> = {
  login: {
    title: "Welcome back",
    intro: "Sign in to choose this week’s meals and manage your plan.",
  },
  forgot: { title: "Forgot your password?", intro: "Enter the email you signed up with." },
  reset: { title: "Choose a new password", intro: "Pick something you don’t use on other sites." },
};

function viewFromAddress(params: URLSearchParams, resetToken?: string): AuthView {
  // After the token leaves the address bar (below) the reset view is ?view=reset.
  if (resetToken && (params.has("resetToken") || params.get("view") === "reset")) return "reset";
  return params.get("view") === "forgot" ? "forgot" : "login";
}

export function AuthViews({
  actions,
  resetToken,
  initialError,
}: {
  actions: AuthFormActions;
  resetToken?: string;
  initialError?: string;
}) {
  const params = useSearchParams();
  const addressed = viewFromAddress(params, resetToken);
  const [view, setView] = useState(addressed);
  // Back and forward change the address: the view follows.
  const [lastAddressed, setLastAddressed] = useState(addressed);
  if (addressed !== lastAddressed) {
    setLastAddressed(addressed);
    setView(addressed);
  }
  const frame = useRef<HTMLDivElement>(null);
  const [carriedEmail, setCarriedEmail] = useState<string>();
  const switched = useRef(false);

  const switchTo = useCallback((next: AuthView) => {
    const typed = frame.current?.querySelector<HTMLInputElement>('input[name="email"]')?.value;
    if (typed !== undefined) setCarriedEmail(typed);
    switched.current = true;
    setView(next);
    window.history.pushState(null, "", viewHref(next));
  }, []);

  // After a switch the new view's first field takes focus, so typing goes on where it should.
  useEffect(() => {
    if (!switched.current) return;
    frame.current?.querySelector<HTMLInputElement>("input:not([type=hidden])")?.focus();
  }, [view]);

  // Keep the reset token out of the address bar: it would otherwise reach history, analytics
  // page views and shared screenshots.
  useEffect(() => {
    if (view !== "reset") return;
    const url = new URL(window.location.href);
    if (!url.searchParams.has("resetToken")) return;
    url.searchParams.delete("resetToken");
    url.searchParams.set("view", "reset");
    window.history.replaceState(window.history.state, "", url);
  }, [view]);

  const heading = HEADINGS[view];
  return (
    <SwitchViewContext value={switchTo}>
      <div ref={frame}>
        <h1
          id={`${view}-title`}
          className="font-display text-3xl font-semibold tracking-tight text-forest-950"
        >
          {heading.title}
        </h1>
        <p className="mt-2 mb-7 text-[0.95rem] text-muted">{heading.intro}</p>
        {view === "login" ? (
          <PostLoginGate>
            <LoginForm
              action={actions.signIn}
              initialError={initialError}
              defaultEmail={carriedEmail}
            />
          </PostLoginGate>
        ) : null}
        {view === "forgot" ? (
          <ForgotPasswordForm action={actions.forgotPassword} defaultEmail={carriedEmail} />
        ) : null}
        {view === "reset" && resetToken ? (
          <ResetPasswordForm action={actions.resetPassword} token={resetToken} />
        ) : null}
      </div>
      {view === "login" ? (
        <p className="mt-8 border-t border-forest-900/8 pt-6 text-center text-sm text-muted">
          New to Lakeshore Kitchen?{" "}
          <Link
            href="/signup"
            className="font-semibold text-forest-800 underline-offset-2 hover:underline"
          >
            Get started
          </Link>
        </p>
      ) : null}
    </SwitchViewContext>
  );
}
