import Link from "next/link";
import { Container } from "@/components/ui/container";
import { Logo } from "@/components/ui/logo";
import { PUBLIC_NAV } from "./nav";
import { PublicNav } from "./public-nav";

export function PublicHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-forest-900/10 bg-cream-100/90 backdrop-blur supports-[backdrop-filter]:bg-cream-100/75">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-full focus:bg-forest-900 focus:px-4 focus:py-2 focus:text-cream-50"
      >
        Skip to content
      </a>
      <Container width="xl" className="relative flex h-16 items-center justify-between gap-4">
        <Link href="/" className="rounded-full" aria-label="Lakeshore Kitchen home">
          <Logo />
        </Link>
        <PublicNav links={PUBLIC_NAV} />
      </Container>
    </header>
  );
}
