import type { Metadata } from "next";
import { Providers } from "@/components/providers";
import { SuccessView } from "@/components/signup/success-view";

export const metadata: Metadata = { title: "Order confirmed" };

export default function SignupSuccessPage() {
  return (
    <Providers>
      <SuccessView />
    </Providers>
  );
}
