import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { AnalyticsRouteTracker } from "@/components/analytics/analytics-route-tracker";
import { AnalyticsScripts } from "@/components/analytics/analytics-scripts";
import { Providers } from "@/components/providers";
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
        <Providers>{children}</Providers>
        <Toaster position="top-right" duration={5000} theme="light" richColors closeButton />
        <AnalyticsRouteTracker />
        <AnalyticsScripts nonce={nonce} />
      </body>
    </html>
  );
}
