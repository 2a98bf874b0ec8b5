import type { Metadata } from "next";
import { redirectIfSignedUp } from "@/lib/signup/onboarded-redirect";
import { CheckoutStep } from "@/components/signup/checkout/checkout-step";

export const metadata: Metadata = { title: "Checkout" };

export default async function CheckoutPage() {
  await redirectIfSignedUp();
  return <CheckoutStep />;
}
