"use client";
// On /login: someone who already holds a token is not shown the form but sent on (spec §4):
// their user is fetched and they land on their page, or on /logout if that fails.
import { useRouter } from "next/navigation";
import { useEffect, useState, type ReactNode } from "react";
import { Spinner } from "@/components/ui/spinner";
import { resolvePostLoginPath } from "@/lib/client/session";
import { getToken } from "@/lib/client/storage";

export function PostLoginGate({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    if (!getToken()) return;
    let cancelled = false;
    // Reading localStorage is only possible after hydration, hence the state set here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setChecking(true);
    void resolvePostLoginPath().then((path) => {
      if (!cancelled) router.replace(path);
    });
    return () => {
      cancelled = true;
    };
  }, [router]);

  if (!checking) return <>{children}</>;
  return (
    <div className="flex flex-col items-center gap-3 py-10 text-forest-900" aria-live="polite">
      <Spinner label="Signing you in" className="text-forest-700" />
      <p className="text-sm font-medium">Signing you in…</p>
    </div>
  );
}
