// Shown on customer pages during the weekly rollover: Thursday 12:00 to 6:00 AM Eastern
// (SPEC §9). The customer layout renders it when isMaintenanceWindow(await serverNow()).

import Link from "next/link";
import { ButtonLink } from "@/components/ui/button-link";
import { ClockIcon } from "@/components/ui/icons";
import { LogoMark } from "@/components/ui/logo";
import { SUPPORT_EMAIL } from "@/lib/brand";

export function MaintenancePage({ showLogo = true }: { showLogo?: boolean }) {
  return (
    <section
      aria-labelledby="maintenance-title"
      className="flex min-h-[70dvh] items-center justify-center px-5 py-16"
    >
      <div className="w-full max-w-xl text-center">
        {showLogo ? (
          <div className="mb-8">
            <Link
              href="/"
              className="inline-block rounded-full"
              aria-label="Lakeshore Kitchen home"
            >
              <LogoMark className="size-14" />
            </Link>
          </div>
        ) : null}
        <p className="inline-flex items-center gap-2 rounded-full bg-terracotta-100 px-3.5 py-1.5 text-sm font-semibold text-terracotta-800">
          <ClockIcon className="size-4" />
          Back at 6:00 AM Eastern
        </p>
        <h1
          id="maintenance-title"
          className="mt-5 font-display text-3xl font-semibold tracking-tight text-balance text-forest-950 sm:text-4xl"
        >
          We&rsquo;re preparing this week&rsquo;s orders
        </h1>
        <p className="mt-4 text-lg leading-8 text-forest-900/80">
          Every Thursday from 12:00 AM to 6:00 AM Eastern, our kitchen locks in the week&rsquo;s
          orders, so your account is briefly unavailable. Everything will be back at 6:00 AM
          Eastern.
        </p>
        <p className="mt-3 leading-7 text-muted">You can still browse the menu in the meantime.</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink href="/menu" size="lg">
            View the menu
          </ButtonLink>
        </div>
        <p className="mt-10 text-sm text-muted">
          Need help now? Write to{" "}
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="font-semibold text-terracotta-700 underline underline-offset-2"
          >
            {SUPPORT_EMAIL}
          </a>
        </p>
      </div>
    </section>
  );
}
