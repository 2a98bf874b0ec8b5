// The customer's referral link and what a referral earns. A friend who signs up through the link
// is recorded at registration (lib/auth/register.ts); billing credits the referrer.
import { env } from "@/lib/config/env";

/** Credit a customer earns when a friend they referred gets a first delivery ($20). */
export const REFERRAL_CREDIT_CENTS = 2000;

// A shared link goes to friends, so it names the public site (PUBLIC_URL), never the address this
// server happens to run at (APP_URL follows the port locally: http://localhost:3002 is no use to
// a friend).
function publicUrl(): string {
  return env().PUBLIC_URL.replace(/\/+$/, "");
}

/** `${PUBLIC_URL}/signup?ref=CODE`: the sign-up funnel remembers the code (?ref=). */
export function referralLink(code: string): string {
  return `${publicUrl()}/signup?ref=${encodeURIComponent(code)}`;
}

/** The affiliate's tracked link: the affiliate network's script reads `?aff=CODE`. */
export function affiliateLink(code: string): string {
  return `${publicUrl()}/?aff=${encodeURIComponent(code)}`;
}
