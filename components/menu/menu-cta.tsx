"use client";
// The band under the menu: sign up and choose from it, or, signed in, go and choose.
import { AccountCta } from "@/components/layout/account-cta";
import { usePublicAccount, type PublicAccount } from "@/components/layout/use-public-account";
import { Container } from "@/components/ui/container";

function invitation(account: PublicAccount | null): string {
  if (!account) return "Pick a plan, check delivery to your postal code and choose from this menu.";
  if (account.kind === "customer") return "Choose from this menu for your next delivery.";
  if (account.kind === "signup") return "Finish signing up and choose from this menu.";
  return "This is the menu customers choose from this week.";
}

export function MenuCta() {
  const account = usePublicAccount();
  return (
    <section className="bg-forest-900 text-cream-50">
      <Container
        width="xl"
        className="flex flex-col items-start justify-between gap-6 py-12 md:flex-row md:items-center"
      >
        <div>
          <h2 className="font-display text-3xl font-semibold tracking-tight">
            Hungry yet? Choose your meals.
          </h2>
          <p className="mt-2 text-cream-100/80">{invitation(account)}</p>
        </div>
        <AccountCta variant="accent" size="lg" />
      </Container>
    </section>
  );
}
