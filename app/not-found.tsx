import type { Metadata } from "next";
import { PublicFooter } from "@/components/layout/public-footer";
import { PublicHeader } from "@/components/layout/public-header";
import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";
import { toronto } from "@/lib/clock";
import { serverNow } from "@/lib/clock/server-now";

export const metadata: Metadata = { title: "Page not found" };

export default async function NotFound() {
  const now = await serverNow();
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main id="main" className="flex flex-1 items-center py-20 sm:py-28">
        <Container width="sm" className="text-center">
          <p className="font-display text-7xl font-semibold text-terracotta-500 sm:text-8xl">404</p>
          <h1 className="mt-6 font-display text-3xl font-semibold tracking-tight text-forest-950 sm:text-4xl">
            This page isn&rsquo;t on the menu
          </h1>
          <p className="mx-auto mt-4 max-w-lg text-lg leading-7 text-balance text-muted">
            The page you were looking for has moved or never existed. Let&rsquo;s get you back to
            something delicious.
          </p>
          <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink href="/" size="lg">
              Back to home
            </ButtonLink>
            <ButtonLink href="/menu" size="lg" variant="secondary">
              See this week&rsquo;s menu
            </ButtonLink>
          </div>
        </Container>
      </main>
      <PublicFooter year={toronto(now).year} />
    </div>
  );
}
