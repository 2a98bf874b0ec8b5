import type { Metadata } from "next";
import { redirectIfSignedUp } from "@/lib/signup/onboarded-redirect";
import { PlansStep } from "@/components/signup/plans-step";

export const metadata: Metadata = { title: "Choose your plan" };

export default async function PlansPage() {
  await redirectIfSignedUp();
  return <PlansStep />;
}
