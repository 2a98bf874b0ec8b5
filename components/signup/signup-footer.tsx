import { Container } from "@/components/ui/container";
import { BRAND_NAME, SUPPORT_EMAIL } from "@/lib/brand";

/** A short footer for the sign-up: who we are and how to reach a person. */
export function SignupFooter() {
  return (
    <footer className="border-t border-forest-900/10 bg-cream-50">
      <Container
        width="xl"
        className="flex flex-col gap-2 py-6 text-sm text-muted sm:flex-row sm:items-center sm:justify-between"
      >
        <p>
          Questions while you sign up? Write to{" "}
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="font-semibold text-forest-800 underline underline-offset-2"
          >
            {SUPPORT_EMAIL}
          </a>
        </p>
        <p>{BRAND_NAME} · Prices in USD · Skip, pause or cancel anytime</p>
      </Container>
    </footer>
  );
}
