import type { Metadata } from "next";
import { CheckoutStep } from "@/components/signup/checkout/checkout-step";

export const metadata: Metadata = { title: "Checkout" };

export default function CheckoutPage() {
  return <CheckoutStep />;
}
