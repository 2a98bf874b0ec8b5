"use client";
// Records one virtual page view per completed route change, including the first load.

import { usePathname, useSearchParams } from "next/navigation";
import { Suspense, useEffect, useRef } from "react";
import { pagePath, pushToDataLayer, shouldTrack, virtualPageView } from "@/lib/analytics/page-view";

function RouteChangeListener() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const lastTracked = useRef<string | null>(null);
  const path = pagePath(pathname ?? "", searchParams?.toString() ?? "");

  useEffect(() => {
    if (!shouldTrack(lastTracked.current, path)) return;
    // Wait a tick so the new page's <title> is in the document before it is read.
    const timer = window.setTimeout(() => {
      if (!shouldTrack(lastTracked.current, path)) return;
      lastTracked.current = path;
      pushToDataLayer(window, virtualPageView(path, document.title));
    }, 0);
    return () => window.clearTimeout(timer);
  }, [path]);

  return null;
}

export function AnalyticsRouteTracker() {
  return (
    <Suspense fallback={null}>
      <RouteChangeListener />
    </Suspense>
  );
}
