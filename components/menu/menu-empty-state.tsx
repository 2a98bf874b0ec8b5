"use client";
import { AccountCta } from "@/components/layout/account-cta";
import { usePublicAccount } from "@/components/layout/use-public-account";
import { ButtonLink } from "@/components/ui/button-link";
import { ClipboardIcon } from "@/components/ui/icons";

/** Shown when the chef has not published the week's menu yet. */
export function MenuEmptyState({ weekLabel }: { weekLabel: string }) {
  const signedIn = usePublicAccount() !== null;
  return (
    <div className="rounded-2xl border border-dashed border-forest-900/20 bg-cream-50 px-6 py-16 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-forest-100 text-forest-800">
        <ClipboardIcon className="size-7" />
      </span>
      <h2 className="mt-5 font-display text-2xl font-semibold text-forest-950">
        The menu is still being written
      </h2>
      <p className="mx-auto mt-2 max-w-md leading-7 text-muted">
        Our chefs haven&rsquo;t published the menu for the week of {weekLabel} yet.{" "}
        {signedIn
          ? "Check back soon: you can pick your meals as soon as it’s ready."
          : "Check back soon, or get started now and pick your meals as soon as it’s ready."}
      </p>
      <div className="mt-7 flex flex-col justify-center gap-3 sm:flex-row">
        <AccountCta />
        <ButtonLink href="/" variant="secondary">
          Back to home
        </ButtonLink>
      </div>
    </div>
  );
}
