"use client";
// The footer's "Your account" column: how to sign up or in for a visitor, the way home and out for
// someone signed in (the same answer the header uses).
import Link from "next/link";
import { usePublicAccount, type PublicAccount } from "./use-public-account";

const SIGNED_OUT = [
  { href: "/signup", label: "Get started" },
  { href: "/login", label: "Sign in" },
  { href: "/customer", label: "Manage your meals" },
];

function linksFor(account: PublicAccount | null) {
  if (!account) return SIGNED_OUT;
  const home =
    account.kind === "customer"
      ? [
          { href: "/customer", label: "Your account" },
          { href: "/customer/meals", label: "Choose your meals" },
        ]
      : [{ href: account.home, label: account.homeLabel }];
  return [...home, { href: "/logout", label: "Sign out" }];
}

export function FooterAccountLinks() {
  const account = usePublicAccount();
  return (
    <ul className="mt-4 space-y-2.5 text-sm">
      {linksFor(account).map((link) => (
        <li key={link.href}>
          <Link
            href={link.href}
            prefetch={link.href === "/logout" ? false : undefined}
            className="text-cream-100/90 hover:text-white hover:underline"
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
