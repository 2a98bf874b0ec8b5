"use client";
// A plan card's button: start with this plan; for a customer, their own plan or a change to this
// one, both on the account's Plan tab.
import { usePublicAccount } from "@/components/layout/use-public-account";
import { ButtonLink } from "@/components/ui/button-link";
import type { ButtonVariant } from "@/components/ui/button";

export function PlanCta({
  plan,
  variant,
}: {
  plan: { id: string; slug: string; name: string };
  variant: ButtonVariant;
}) {
  const account = usePublicAccount();
  // Admins have no plan to start or change.
  if (account?.kind === "admin") return null;
  const style = { variant, fullWidth: true, className: "mt-6" } as const;
  if (account?.kind === "customer") {
    const current = account.planId === plan.id;
    return (
      <ButtonLink
        href="/customer/account?tab=plan"
        aria-label={current ? `Your plan: ${plan.name}` : `Change plan to ${plan.name}`}
        {...style}
      >
        {current ? "Your plan" : "Change plan"}
      </ButtonLink>
    );
  }
  const href = `/signup/verify-delivery?plan=${encodeURIComponent(plan.slug)}`;
  return account?.kind === "signup" ? (
    <ButtonLink href={href} aria-label={`Choose this plan: ${plan.name}`} {...style}>
      Choose this plan
    </ButtonLink>
  ) : (
    <ButtonLink href={href} aria-label={`Get started with ${plan.name}`} {...style}>
      Get started
    </ButtonLink>
  );
}
