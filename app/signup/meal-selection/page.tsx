import type { Metadata } from "next";
import { Providers } from "@/components/providers";
import { redirectIfSignedUp } from "@/lib/signup/onboarded-redirect";
import { MealSelectionStep } from "@/components/signup/meal-selection-step";

// Reads the session (a finished sign-up goes home), so it is rendered per request.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Choose your meals" };

export default async function MealSelectionPage() {
  await redirectIfSignedUp();
  return (
    <Providers>
      <MealSelectionStep />
    </Providers>
  );
}
