"use client";
// The three faces of /login: sign in, "forgot password?" and the reset form a mailed link opens.
import dynamic from "next/dynamic";
import { useEffect } from "react";
import { LoginForm } from "./login-form";
import { PostLoginGate } from "./post-login-gate";

// The forgot and reset forms (react-hook-form + zod) load only on their own views, so the sign-in
// view ships without either library.
const ForgotPasswordForm = dynamic(() =>
  import("./forgot-password-form").then((m) => m.ForgotPasswordForm),
);
const ResetPasswordForm = dynamic(() =>
  import("./reset-password-form").then((m) => m.ResetPasswordForm),
);

export type AuthView = "login" | "forgot" | "reset";

const HEADINGS: Record<AuthView, { title: string; intro: string }> = {
  login: {
    title: "Welcome back",
    intro: "Sign in to choose this week’s meals and manage your plan.",
  },
  forgot: { title: "Forgot your password?", intro: "Enter the email you signed up with." },
  reset: { title: "Choose a new password", intro: "Pick something you don’t use on other sites." },
};

export function AuthViews({
  view,
  resetToken,
  initialError,
}: {
  view: AuthView;
  resetToken?: string;
  initialError?: string;
}) {
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
    <>
      <h1
        id={`${view}-title`}
        className="font-display text-3xl font-semibold tracking-tight text-forest-950"
      >
        {heading.title}
      </h1>
      <p className="mt-2 mb-7 text-[0.95rem] text-muted">{heading.intro}</p>
      {view === "login" ? (
        <PostLoginGate>
          <LoginForm initialError={initialError} />
        </PostLoginGate>
      ) : null}
      {view === "forgot" ? <ForgotPasswordForm /> : null}
      {view === "reset" && resetToken ? <ResetPasswordForm token={resetToken} /> : null}
    </>
  );
}
