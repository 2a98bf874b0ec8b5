import type { Metadata } from "next";
import { Providers } from "@/components/providers";
import { redirectIfSignedUp } from "@/lib/signup/onboarded-redirect";
import { DeliveryStep } from "@/components/signup/delivery-step";

// Reads the session (a finished sign-up goes home), so it is rendered per request.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Choose your delivery day" };

export default async function DeliveryPage() {
  await redirectIfSignedUp();
  return (
    <Providers>
      <DeliveryStep />
    </Providers>
  );
}
