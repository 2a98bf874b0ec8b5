import type { Metadata } from "next";
import { VerifyDeliveryStep } from "@/components/signup/verify-delivery-step";

export const metadata: Metadata = { title: "Check your delivery area" };

export default function VerifyDeliveryPage() {
  return <VerifyDeliveryStep />;
}
