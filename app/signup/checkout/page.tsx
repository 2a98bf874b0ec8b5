import type { Metadata } from "next";
import { Providers } from "@/components/providers";
import { redirectIfSignedUp } from "@/lib/signup/onboarded-redirect";
import { CheckoutStep } from "@/components/signup/checkout/checkout-step";

// Reads the session (a finished sign-up goes home), so it is rendered per request.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Checkout" };

export default async function CheckoutPage() {
  await redirectIfSignedUp();
  return (
    <Providers>
      <CheckoutStep />
    </Providers>
  );
}
