// /login, /login?view=forgot and /login?resetToken=… (the link in the reset email).
import type { Metadata } from "next";
import Link from "next/link";
import { AuthViews, type AuthView } from "@/components/auth/auth-views";
import { AUTH_MESSAGES } from "@/lib/auth/messages";

export const metadata: Metadata = { title: "Sign in" };

type Search = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function LoginPage({ searchParams }: { searchParams: Promise<Search> }) {
  const params = await searchParams;
  const resetToken = first(params.resetToken);
  const requested = first(params.view);
  const view: AuthView = resetToken ? "reset" : requested === "forgot" ? "forgot" : "login";
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

  return (
    <>
      <AuthViews
        key={`${view}:${resetToken ?? ""}`}
        view={view}
        resetToken={resetToken}
        initialError={initialError}
      />
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
    </>
  );
}
