"use client";
// /logout: ends the server session, forgets the tokens and the cookie, then shows /login.
import { useEffect, useRef } from "react";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/client/api";
import { signOutLocally } from "@/lib/client/session";

export function LogoutScreen() {
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // React's development double-run
    started.current = true;
    void (async () => {
      await api
        .post("/api/auth/logout", undefined, { signOutOnUnauthorized: false })
        .catch(() => undefined); // already signed out, or offline: finish locally anyway
      await signOutLocally();
      // A full load, so no cached data of this user survives in memory.
      window.location.replace("/login");
    })();
  }, []);

  return (
    <div
      className="flex min-h-dvh flex-col items-center justify-center gap-3 text-forest-900"
      aria-live="polite"
    >
      <Spinner label="Signing you out" className="text-forest-700" />
      <p className="text-sm font-medium">Signing you out…</p>
    </div>
  );
}
