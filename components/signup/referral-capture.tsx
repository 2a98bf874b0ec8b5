"use client";
// Remembers `?ref=CODE` from any sign-up address, so the account created at checkout is credited
// to the friend who referred it.
import { useSearchParams } from "next/navigation";
import { Suspense, useEffect } from "react";
import { updateFunnel } from "@/lib/signup/funnel-store";

function Capture() {
  const ref = useSearchParams()?.get("ref");
  useEffect(() => {
    const code = ref?.trim().toUpperCase();
    if (code && /^[A-Z0-9-]{1,32}$/.test(code)) updateFunnel((s) => ({ ...s, referralCode: code }));
  }, [ref]);
  return null;
}

export function ReferralCapture() {
  return (
    <Suspense fallback={null}>
      <Capture />
    </Suspense>
  );
}
