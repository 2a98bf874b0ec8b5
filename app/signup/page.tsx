// /signup: how it works, what it costs (the live plans), and the start button.
import type { Metadata } from "next";
import { SignupStart } from "@/components/signup/signup-start";
import { listPlans } from "@/lib/plans/list-plans";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Get started" };

export default async function SignupStartPage() {
  const plans = await listPlans().catch(() => []);
  return <SignupStart plans={plans} />;
}
