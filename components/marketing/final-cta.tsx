"use client";
import { AccountCta } from "@/components/layout/account-cta";
import { usePublicAccount, type PublicAccount } from "@/components/layout/use-public-account";
import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";

/** How the sentence before the deadline starts, for a visitor or someone signed in. */
function lead(account: PublicAccount | null): string {
  if (!account) return "Sign up and choose your meals by";
  if (account.kind === "customer") return "Choose your meals by";
  if (account.kind === "signup") return "Finish signing up and choose your meals by";
  return "Customers choose their meals by";
}

/**
 * Closing call to action, with the real next deadline and delivery week; signed in, it leads to
 * the person's meals instead of sign-up (the page itself is the same for everyone).
 */
export function FinalCta({
  deadlineLabel,
  weekLabel,
}: {
  deadlineLabel: string;
  weekLabel: string;
}) {
  const account = usePublicAccount();
  return (
    <section
      aria-labelledby="final-cta-title"
      className="relative overflow-hidden bg-forest-900 py-20 text-cream-50 sm:py-24"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(50rem_30rem_at_0%_100%,rgba(58,117,85,0.45),transparent_65%),radial-gradient(40rem_24rem_at_100%_0%,rgba(200,94,55,0.18),transparent_60%)]"
      />
      <Container width="md" className="relative text-center">
        <h2
          id="final-cta-title"
          className="font-display text-4xl font-semibold tracking-tight text-balance sm:text-5xl"
        >
          Let our chefs handle dinner this week
        </h2>
        <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-cream-100/80">
          {lead(account)}{" "}
          <strong className="font-semibold text-cream-50 sm:whitespace-nowrap">
            {deadlineLabel}
          </strong>{" "}
          for delivery the week of{" "}
          <strong className="font-semibold text-cream-50 sm:whitespace-nowrap">{weekLabel}</strong>.
        </p>
        <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
          <AccountCta size="lg" variant="accent" />
          <ButtonLink href="/menu" size="lg" variant="inverse">
            See this week&rsquo;s menu
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
