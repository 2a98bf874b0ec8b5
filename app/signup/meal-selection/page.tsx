import type { Metadata } from "next";
import { MealSelectionStep } from "@/components/signup/meal-selection-step";

export const metadata: Metadata = { title: "Choose your meals" };

export default function MealSelectionPage() {
  return <MealSelectionStep />;
}
