// The frame of the sign-in screens: brand on top, one centred card, works from 320 px up.
import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { Logo } from "@/components/ui/logo";
import { BRAND_TAGLINE, SUPPORT_EMAIL } from "@/lib/brand";

export const metadata: Metadata = {
  // Reset links carry a token in the URL: a Referer never holds more than the origin, here or
  // on another site. Not "no-referrer": with it a form post's Origin is "null", and Next refuses
  // the sign-in forms' server actions (the posts made before the script has loaded).
  referrer: "strict-origin",
  robots: { index: false },
};

export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-cream-100 bg-[radial-gradient(ellipse_at_top,var(--color-cream-200),transparent_60%)]">
      <header className="mx-auto flex w-full max-w-6xl items-center px-5 py-6 sm:px-8">
        <Link href="/" className="rounded-full" aria-label="Lakeshore Kitchen home">
          <Logo />
        </Link>
      </header>
      <main
        id="main"
        className="flex flex-1 justify-center px-4 pt-2 pb-16 sm:items-center sm:pt-0"
      >
        <div className="w-full max-w-md">
          <Card padding="lg" className="shadow-[0_12px_40px_-12px_rgba(21,46,34,0.18)]">
            {children}
          </Card>
          <p className="mt-6 text-center text-sm text-muted">{BRAND_TAGLINE}</p>
        </div>
      </main>
      <footer className="pb-6 text-center text-xs text-muted">
        Need a hand? Write to{" "}
        <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium underline underline-offset-2">
          {SUPPORT_EMAIL}
        </a>
      </footer>
    </div>
  );
}
