"use client";
// The public site's navigation: inline from 640 px, a disclosure menu below.

import Link from "next/link";
import { usePathname } from "next/navigation";
import { ButtonLink } from "@/components/ui/button-link";
import { cn } from "@/components/ui/cn";
import { CloseIcon, MenuIcon } from "@/components/ui/icons";
import { activeHref, type NavLink } from "./nav";
import { useDisclosure } from "./use-disclosure";
import { usePublicAccount } from "./use-public-account";

export function PublicNav({ links }: { links: readonly NavLink[] }) {
  const pathname = usePathname();
  const current = activeHref(pathname, links);
  const menu = useDisclosure();
  // Signed in: their name and a way home instead of "Sign in / Get started".
  const account = usePublicAccount();
  const cta = account
    ? { href: account.home, label: account.homeLabel }
    : { href: "/signup", label: "Get started" };
  const extra = account
    ? { href: "/logout", label: "Sign out" }
    : { href: "/login", label: "Sign in" };

  return (
    <>
      <nav aria-label="Main" className="hidden items-center gap-1 sm:flex">
        {links.map((link) => (
          <Link
            key={link.href}
            href={link.href}
            aria-current={link.href === current ? "page" : undefined}
            className={cn(
              "rounded-full px-3 py-2 text-sm font-medium text-forest-900/80 transition-colors hover:bg-forest-900/5 hover:text-forest-950",
              link.href === current && "bg-forest-900/5 text-forest-950",
            )}
          >
            {link.label}
          </Link>
        ))}
        {account ? (
          <span className="ml-2 text-sm text-forest-900/80" data-testid="signed-in-as">
            Hi, {account.firstName}
          </span>
        ) : null}
        <Link
          href={extra.href}
          className="ml-1 rounded-full px-3 py-2 text-sm font-medium text-forest-900/80 transition-colors hover:bg-forest-900/5 hover:text-forest-950"
        >
          {extra.label}
        </Link>
        <ButtonLink href={cta.href} size="sm" className="ml-2 shrink-0">
          {cta.label}
        </ButtonLink>
      </nav>

      <div className="flex items-center gap-2 sm:hidden">
        <span className="hidden min-[420px]:block">
          <ButtonLink href={cta.href} size="sm">
            {cta.label}
          </ButtonLink>
        </span>
        <button
          type="button"
          onClick={menu.toggle}
          aria-expanded={menu.open}
          aria-controls="public-mobile-menu"
          className="inline-flex size-10 items-center justify-center rounded-full text-forest-900 hover:bg-forest-900/5"
        >
          {menu.open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
          <span className="sr-only">{menu.open ? "Close menu" : "Open menu"}</span>
        </button>
      </div>

      {menu.open ? (
        <nav
          id="public-mobile-menu"
          aria-label="Main"
          className="absolute inset-x-0 top-full border-b border-forest-900/10 bg-cream-50 px-5 pt-2 pb-5 shadow-lg sm:hidden"
        >
          <ul className="flex flex-col">
            {[...links, extra].map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  onClick={menu.close}
                  aria-current={link.href === current ? "page" : undefined}
                  className="block rounded-lg px-2 py-3 text-base font-medium text-forest-950 hover:bg-forest-900/5"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          {account ? (
            <p className="mt-3 px-2 text-sm text-forest-900/80">Signed in as {account.firstName}</p>
          ) : null}
          <ButtonLink href={cta.href} fullWidth className="mt-3" onClick={menu.close}>
            {cta.label}
          </ButtonLink>
        </nav>
      ) : null}
    </>
  );
}
