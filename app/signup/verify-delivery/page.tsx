import type { Metadata } from "next";
import { redirectIfSignedUp } from "@/lib/signup/onboarded-redirect";
import { VerifyDeliveryStep } from "@/components/signup/verify-delivery-step";
import { listPlans } from "@/lib/plans/list-plans";

// Reads the session (a finished sign-up goes home), so it is rendered per request.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Check your delivery area" };

export default async function VerifyDeliveryPage({
  searchParams,
}: {
  searchParams: Promise<{ plan?: string | string[] }>;
}) {
  await redirectIfSignedUp();
  // "?plan=<slug>" from a plan button on the home page: the funnel starts with that plan chosen.
  const { plan: slug } = await searchParams;
  const plans = typeof slug === "string" ? await listPlans().catch(() => []) : [];
  return <VerifyDeliveryStep carriedPlan={plans.find((p) => p.slug === slug) ?? null} />;
}
