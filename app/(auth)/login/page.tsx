// /login, /login?view=forgot and /login?resetToken=… (the link in the reset email).
import type { Metadata } from "next";
import Link from "next/link";
import { AuthViews } from "@/components/auth/auth-views";
import type { AuthFormActions } from "@/lib/auth/form-states";
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { forgotPasswordAction, resetPasswordAction, signInAction } from "./actions";

export const metadata: Metadata = { title: "Sign in" };

type Search = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

// Server actions, so every form here posts (before hydration too) and never sends a GET.
const ACTIONS: AuthFormActions = {
  signIn: signInAction,
  forgotPassword: forgotPasswordAction,
  resetPassword: resetPasswordAction,
};

export default async function LoginPage({ searchParams }: { searchParams: Promise<Search> }) {
  const params = await searchParams;
  const resetToken = first(params.resetToken);
  const requested = first(params.view);
  // A failure sent back here as ?error=… (kept for links from older sessions)
  const initialError = first(params.error) ? AUTH_MESSAGES.sessionEnded : undefined;

  if (requested === "reset" && !resetToken) {
    // The token was taken out of the address (see AuthViews) and the page reloaded.
    return (
      <>
        <h1 className="font-display text-3xl font-semibold tracking-tight text-forest-950">
          Open the link again
        </h1>
        <p className="mt-3 text-[0.95rem] text-muted">
          For your security the reset link only works from the email. Open it again, or{" "}
          <Link
            href="/login?view=forgot"
            className="font-semibold text-terracotta-700 underline underline-offset-2"
          >
            request a new one
          </Link>
          .
        </p>
      </>
    );
  }

  return <AuthViews actions={ACTIONS} resetToken={resetToken} initialError={initialError} />;
}
