import type { Metadata } from "next";
import { redirectIfSignedUp } from "@/lib/signup/onboarded-redirect";
import { PlansStep } from "@/components/signup/plans-step";

// Reads the session (a finished sign-up goes home), so it is rendered per request.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Choose your plan" };

export default async function PlansPage() {
  await redirectIfSignedUp();
  return <PlansStep />;
}
