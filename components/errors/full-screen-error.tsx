"use client";
// The full-screen error page (SPEC §2). It never shows the error itself, and reloads the page
// if the route changes while it is showing so the next page starts clean.

import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { ArrowLeftIcon } from "@/components/ui/icons";
import { LogoMark } from "@/components/ui/logo";
import { BRAND_NAME, SUPPORT_EMAIL } from "@/lib/brand";

export const ERROR_TITLE = "Oops! Something went wrong.";
export const ERROR_BODY = "Looks like you've encountered an error. Please try again.";

export function FullScreenError({ onRetry }: { onRetry?: () => void }) {
  const router = useRouter();
  const pathname = usePathname();
  const shownAt = useRef(pathname);

  useEffect(() => {
    if (pathname !== shownAt.current) window.location.reload();
  }, [pathname]);

  const goBack = () => {
    if (window.history.length > 1) router.back();
    else router.push("/");
  };

  return (
    <main
      id="main"
      className="flex min-h-dvh items-center justify-center bg-cream-100 px-5 py-16"
      aria-labelledby="error-title"
    >
      <title>{`Something went wrong · ${BRAND_NAME}`}</title>
      <div className="w-full max-w-xl text-center">
        <LogoMark className="mx-auto size-14" />
        <h1
          id="error-title"
          className="mt-8 font-display text-3xl font-semibold tracking-tight text-balance text-forest-950 sm:text-4xl"
        >
          {ERROR_TITLE}
        </h1>
        <p className="mt-4 text-lg leading-7 text-forest-900/80">{ERROR_BODY}</p>
        <p className="mt-3 text-base leading-7 text-muted">
          If this persists, please reach out to us at{" "}
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="font-semibold text-terracotta-700 underline underline-offset-2 hover:text-terracotta-800"
          >
            {SUPPORT_EMAIL}
          </a>
        </p>
        <div className="mx-auto mt-9 flex max-w-xs flex-col gap-3 sm:max-w-none sm:flex-row sm:justify-center">
          <Button size="lg" onClick={goBack}>
            <ArrowLeftIcon />
            Go back
          </Button>
          {onRetry ? (
            <Button size="lg" variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          ) : null}
        </div>
      </div>
    </main>
  );
}
