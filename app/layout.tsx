import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { AnalyticsRouteTracker } from "@/components/analytics/analytics-route-tracker";
import { AnalyticsScripts } from "@/components/analytics/analytics-scripts";
import { SessionSync } from "@/components/auth/session-sync";
import { BRAND_NAME } from "@/lib/brand";
import "./globals.css";

export const metadata: Metadata = {
  title: {
    template: `%s · ${BRAND_NAME}`,
    default: `${BRAND_NAME} · Chef-cooked meals delivered weekly in Toronto`,
  },
  description:
    "Chef-cooked, ready-to-heat meals delivered weekly across Toronto, Mississauga, Oakville, Brampton, Vaughan, Richmond Hill, Markham, Pickering and Ajax. Pick a plan, choose your meals, heat and eat.",
  applicationName: BRAND_NAME,
  icons: { icon: "/favicon.svg" },
};

export const viewport: Viewport = {
  themeColor: "#fbf7ee",
  colorScheme: "light",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The proxy's per-request CSP nonce (proxy.ts); Next applies it to its own scripts.
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <html lang="en" className="bg-cream-100">
      <body className="min-h-dvh">
        {/* SWR and the toaster live in the layouts that use them (signup, customer, admin). */}
        <SessionSync />
        {children}
        <AnalyticsRouteTracker />
        <AnalyticsScripts nonce={nonce} />
      </body>
    </html>
  );
}
