import Link from "next/link";
import { Container } from "@/components/ui/container";
import { Logo } from "@/components/ui/logo";
import { BRAND_NAME, BRAND_TAGLINE, BUSINESS_ADDRESS, SUPPORT_EMAIL } from "@/lib/brand";
import { FooterAccountLinks } from "./footer-account-links";

const EXPLORE = [
  { href: "/menu", label: "This week’s menu" },
  { href: "/#how-it-works", label: "How it works" },
  { href: "/#plans", label: "Plans & pricing" },
  { href: "/#delivery", label: "Delivery area" },
  { href: "/gift-cards", label: "Gift cards" },
];

const headingClass = "text-xs font-semibold tracking-[0.14em] text-cream-300/70 uppercase";

/** `year` comes from the server clock so tests that set the time see the same footer. */
export function PublicFooter({ year }: { year: number }) {
  return (
    <footer className="bg-forest-950 text-cream-100">
      <Container
        width="xl"
        className="grid grid-cols-2 gap-x-6 gap-y-10 py-14 md:grid-cols-[1.4fr_1fr_1fr_1.2fr]"
      >
        <div className="col-span-2 max-w-xs md:col-span-1">
          <Logo tone="light" />
          <p className="mt-4 text-sm leading-6 text-cream-200/80">{BRAND_TAGLINE}</p>
        </div>
        <nav aria-label="Explore">
          <h2 className={headingClass}>Explore</h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {EXPLORE.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="text-cream-100/90 hover:text-white hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* Signed in, this column is the way home and out (the header's answer). */}
        <nav aria-label="Your account">
          <h2 className={headingClass}>Your account</h2>
          <FooterAccountLinks />
        </nav>
        <div className="col-span-2 md:col-span-1">
          <h2 className={headingClass}>Contact</h2>
          <address className="mt-4 space-y-2.5 text-sm text-cream-100/90 not-italic">
            <p>
              <a href={`mailto:${SUPPORT_EMAIL}`} className="hover:text-white hover:underline">
                {SUPPORT_EMAIL}
              </a>
            </p>
            <p className="leading-6">{BUSINESS_ADDRESS}</p>
          </address>
        </div>
      </Container>
      <div className="border-t border-cream-100/10">
        <Container
          width="xl"
          className="flex flex-col gap-2 py-6 text-xs text-cream-200/60 sm:flex-row sm:justify-between"
        >
          <p>
            © {year} {BRAND_NAME}. Prices in USD.
          </p>
          <p>Order by Wednesday 11:59 PM · Delivered Monday or Thursday</p>
        </Container>
      </div>
    </footer>
  );
}
