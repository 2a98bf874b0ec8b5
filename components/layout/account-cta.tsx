"use client";
// The main call to action of a public page: "Get started" for a visitor; for someone signed in,
// the way to their meals (or to finishing sign-up, or back to the admin side).
import { ButtonLink } from "@/components/ui/button-link";
import type { ButtonStyleProps } from "@/components/ui/button";
import { usePublicAccount, type PublicAccount } from "./use-public-account";

const SIGNED_OUT = { href: "/signup", label: "Get started" };

export function accountCta(account: PublicAccount | null): { href: string; label: string } {
  if (!account) return SIGNED_OUT;
  switch (account.kind) {
    case "customer":
      return { href: account.home, label: "Your meals" };
    case "signup":
      return { href: account.home, label: "Finish sign-up" };
    case "admin":
      return { href: account.home, label: "Back to admin" };
  }
}

export function AccountCta(props: ButtonStyleProps & { className?: string }) {
  const { href, label } = accountCta(usePublicAccount());
  return (
    <ButtonLink href={href} {...props}>
      {label}
    </ButtonLink>
  );
}
