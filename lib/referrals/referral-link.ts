// The customer's referral link and what a referral earns. A friend who signs up through the link
// is recorded at registration (lib/auth/register.ts); billing credits the referrer.
import { env } from "@/lib/config/env";

/** Credit a customer earns when a friend they referred gets a first delivery ($20). */
export const REFERRAL_CREDIT_CENTS = 2000;

function appUrl(): string {
  return env().APP_URL.replace(/\/+$/, "");
}

/** `${APP_URL}/signup?ref=CODE`: the sign-up funnel remembers the code (?ref=). */
export function referralLink(code: string): string {
  return `${appUrl()}/signup?ref=${encodeURIComponent(code)}`;
}

/** The affiliate's tracked link: the affiliate network's script reads `?aff=CODE`. */
export function affiliateLink(code: string): string {
  return `${appUrl()}/?aff=${encodeURIComponent(code)}`;
}
