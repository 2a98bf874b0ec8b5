import type { Metadata } from "next";
import { redirectIfSignedUp } from "@/lib/signup/onboarded-redirect";
import { VerifyDeliveryStep } from "@/components/signup/verify-delivery-step";

// Reads the session (a finished sign-up goes home), so it is rendered per request.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Check your delivery area" };

export default async function VerifyDeliveryPage() {
  await redirectIfSignedUp();
  return <VerifyDeliveryStep />;
}
