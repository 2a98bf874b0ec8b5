import type { Metadata } from "next";
import { DeliveryStep } from "@/components/signup/delivery-step";

export const metadata: Metadata = { title: "Choose your delivery day" };

export default function DeliveryPage() {
  return <DeliveryStep />;
}
