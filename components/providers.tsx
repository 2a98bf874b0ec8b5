"use client";
// SWR's defaults (spec §9: no retries, no refetch on focus, de-duplicated, unused data kept 5
// minutes) for the screens that read through SWR: the customer side and the sign-up steps from
// delivery on (each wraps its own page). Not in the root layout or the sign-up layout, so the
// public pages, /login, the admin side and the first sign-up steps ship without SWR.
import { useEffect, useState, type ReactNode } from "react";
import { SWRConfig } from "swr";
import { swrFetcher } from "@/lib/client/api";
import { createGcCache } from "@/lib/client/swr-cache";

const SWEEP_EVERY_MS = 60_000;

export function Providers({ children }: { children: ReactNode }) {
  const [gc] = useState(() => createGcCache());

  useEffect(() => {
    const timer = window.setInterval(gc.sweep, SWEEP_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [gc]);

  return (
    <SWRConfig
      value={{
        fetcher: swrFetcher,
        shouldRetryOnError: false,
        revalidateOnFocus: false,
        dedupingInterval: 2000,
        provider: () => gc.cache,
        use: [gc.middleware],
      }}
    >
      {children}
    </SWRConfig>
  );
}
