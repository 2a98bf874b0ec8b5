import type { Metadata } from "next";
import { PlansStep } from "@/components/signup/plans-step";

export const metadata: Metadata = { title: "Choose your plan" };

export default function PlansPage() {
  return <PlansStep />;
}
