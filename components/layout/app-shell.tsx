"use client";
// The signed-in frame: brand, section navigation, the person's name and sign-out.
// CustomerShell and AdminShell are the two audiences' versions of it.

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/components/ui/cn";
import { CloseIcon, MenuIcon } from "@/components/ui/icons";
import { LogoMark } from "@/components/ui/logo";
import { BRAND_NAME, SUPPORT_EMAIL } from "@/lib/brand";
import { activeHref, type NavLink } from "./nav";
import { useDisclosure } from "./use-disclosure";

export interface ShellProps {
  children: ReactNode;
  /** Shown in the header, e.g. "Maya Chen". */
  userName: string;
  /** Section links, in order. The current one is highlighted. */
  nav: readonly NavLink[];
  /** Where "Sign out" goes. */
  signOutHref?: string;
  /**
   * Extra header controls (e.g. the notification bell), shown beside the name on wide screens
   * and beside the menu button on narrow ones, so they are never hidden in the menu.
   */
  actions?: ReactNode;
  /** Extra links at the end of the mobile menu (e.g. "Back to admin"). */
  menuExtras?: ReactNode;
  /** A strip above the header row that stays in view (e.g. the "view as customer" banner). */
  banner?: ReactNode;
}

interface AppShellProps extends ShellProps {
  homeHref: string;
  audience: "customer" | "admin";
}

function AppShell({
  children,
  userName,
  nav,
  signOutHref = "/logout",
  homeHref,
  audience,
  actions,
  menuExtras,
  banner,
}: AppShellProps) {
  const pathname = usePathname();
  const current = activeHref(pathname, nav);
  const menu = useDisclosure();
  const admin = audience === "admin";

  const linkClass = (active: boolean) =>
    cn(
      "rounded-full px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors",
      admin
        ? active
          ? "bg-white/12 text-white"
          : "text-cream-100/75 hover:bg-white/8 hover:text-white"
        : active
          ? "bg-forest-900/8 text-forest-950"
          : "text-forest-900/75 hover:bg-forest-900/5 hover:text-forest-950",
    );

  return (
    <div className="flex min-h-dvh flex-col">
      <header
        className={cn(
          "sticky top-0 z-40 border-b print:hidden",
          admin
            ? "border-white/10 bg-forest-950 text-cream-50"
            : "border-forest-900/10 bg-cream-50/95 backdrop-blur",
        )}
      >
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-full focus:bg-terracotta-600 focus:px-4 focus:py-2 focus:text-white"
        >
          Skip to content
        </a>
        {banner}
        <div
          className={cn(
            "relative mx-auto flex w-full max-w-7xl items-center gap-4 px-5 sm:px-8",
            // The admin's nine links take a row of their own under the brand from 1024 px.
            admin ? "h-16 lg:h-auto lg:min-h-16 lg:flex-wrap lg:gap-y-0" : "h-16",
          )}
        >
          <Link href={homeHref} className="flex items-center gap-2.5 rounded-full">
            <LogoMark className="size-8" />
            <span
              className={cn(
                "font-display text-lg font-semibold tracking-tight whitespace-nowrap",
                admin ? "text-cream-50" : "text-forest-900",
              )}
            >
              {BRAND_NAME}
            </span>
            {admin ? (
              <Badge tone="terracotta" className="ml-1">
                Admin
              </Badge>
            ) : null}
          </Link>

          {/* The admin's nav has nine links: a row of their own under the brand from 1024 px (the
              brand, the links and the signed-in line do not fit one row in the 1280 px frame);
              below 1024 px, the menu button. */}
          <nav
            aria-label={admin ? "Admin" : "Account"}
            className={cn(
              "hidden items-center gap-1",
              admin ? "order-last -mx-3 w-full flex-wrap pb-2 lg:flex" : "ml-4 md:flex",
            )}
          >
            {nav.map((link) => (
              <Link
                key={link.href}
                href={link.href}
                aria-current={link.href === current ? "page" : undefined}
                className={linkClass(link.href === current)}
              >
                {link.label}
              </Link>
            ))}
          </nav>

          <div
            className={cn(
              "ml-auto hidden min-h-16 items-center gap-3",
              admin ? "lg:flex" : "md:flex",
            )}
          >
            {actions}
            <span
              className={cn(
                "text-sm whitespace-nowrap",
                admin ? "text-cream-100/80" : "text-muted",
              )}
            >
              Signed in as{" "}
              <span className={cn("font-semibold", admin ? "text-white" : "text-forest-950")}>
                {userName}
              </span>
            </span>
            <Link
              href={signOutHref}
              prefetch={false}
              className={cn(
                "rounded-full px-3 py-1.5 text-sm font-semibold whitespace-nowrap ring-1 transition-colors",
                admin
                  ? "text-cream-50 ring-white/25 hover:bg-white/10"
                  : "text-forest-900 ring-forest-900/20 hover:bg-forest-900/5",
              )}
            >
              Sign out
            </Link>
          </div>

          {actions ? (
            <div
              className={cn("ml-auto flex items-center gap-1", admin ? "lg:hidden" : "md:hidden")}
            >
              {actions}
            </div>
          ) : null}
          <button
            type="button"
            onClick={menu.toggle}
            aria-expanded={menu.open}
            aria-controls="shell-mobile-menu"
            className={cn(
              "inline-flex size-10 items-center justify-center rounded-full",
              admin ? "lg:hidden" : "md:hidden",
              !actions && "ml-auto",
              admin ? "hover:bg-white/10" : "hover:bg-forest-900/5",
            )}
          >
            {menu.open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
            <span className="sr-only">{menu.open ? "Close menu" : "Open menu"}</span>
          </button>

          {menu.open ? (
            <div
              id="shell-mobile-menu"
              className={cn(
                "absolute inset-x-0 top-full border-b px-5 pt-2 pb-5 shadow-lg",
                admin ? "lg:hidden" : "md:hidden",
                admin ? "border-white/10 bg-forest-950" : "border-forest-900/10 bg-cream-50",
              )}
            >
              <p className={cn("px-2 py-3 text-sm", admin ? "text-cream-100/80" : "text-muted")}>
                Signed in as <span className="font-semibold">{userName}</span>
              </p>
              <nav aria-label={admin ? "Admin" : "Account"}>
                <ul className="flex flex-col">
                  {nav.map((link) => (
                    <li key={link.href}>
                      <Link
                        href={link.href}
                        onClick={menu.close}
                        aria-current={link.href === current ? "page" : undefined}
                        className={cn(
                          "block rounded-lg px-2 py-3 text-base font-medium",
                          admin ? "hover:bg-white/8" : "hover:bg-forest-900/5",
                          link.href === current && (admin ? "bg-white/10" : "bg-forest-900/8"),
                        )}
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                  {menuExtras}
                  <li>
                    <Link
                      href={signOutHref}
                      prefetch={false}
                      className={cn(
                        "block rounded-lg px-2 py-3 text-base font-semibold",
                        admin ? "text-terracotta-300" : "text-terracotta-700",
                      )}
                    >
                      Sign out
                    </Link>
                  </li>
                </ul>
              </nav>
            </div>
          ) : null}
        </div>
      </header>

      <main id="main" className={cn("flex-1", admin ? "bg-stone-50" : "bg-cream-100")}>
        {children}
      </main>

      <footer
        className={cn(
          "border-t py-6 text-center text-xs print:hidden",
          admin ? "border-stone-200 bg-stone-50 text-stone-500" : "border-forest-900/10 text-muted",
        )}
      >
        Questions? Write to{" "}
        <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium underline underline-offset-2">
          {SUPPORT_EMAIL}
        </a>
      </footer>
    </div>
  );
}

/** The frame for /customer pages. */
export function CustomerShell(props: ShellProps) {
  return <AppShell {...props} homeHref="/customer" audience="customer" />;
}

/** The frame for /admin pages: dark header with an "Admin" badge. */
export function AdminShell(props: ShellProps) {
  return <AppShell {...props} homeHref="/admin" audience="admin" />;
}
