// /signup: how it works, what it costs (the live plans), and the start button.
import type { Metadata } from "next";
import { SignupStart } from "@/components/signup/signup-start";
import { listPlans } from "@/lib/plans/list-plans";
import { redirectIfSignedUp } from "@/lib/signup/onboarded-redirect";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Get started" };

export default async function SignupStartPage() {
  await redirectIfSignedUp();
  const plans = await listPlans().catch(() => []);
  return <SignupStart plans={plans} />;
}
