"use client";
// After an action whose result a queued job writes (a retried charge), the page refreshes itself
// a few times over the next seconds, so "its result shows here in a moment" is true without a
// reload (issue 38). router.refresh re-reads the server's data and keeps the page's own state.
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef } from "react";

const AFTER_MS = [1500, 4000, 9000];

export function useRefreshSoon(): () => void {
  const router = useRouter();
  const timers = useRef<number[]>([]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);
  return useCallback(() => {
    for (const ms of AFTER_MS) timers.current.push(window.setTimeout(() => router.refresh(), ms));
  }, [router]);
}
