// Every /signup page: the public header, the step indicator and a quiet footer (no distractions
// from finishing the sign-up).
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { PublicHeader } from "@/components/layout/public-header";
import { ReferralCapture } from "@/components/signup/referral-capture";
import { SignupFooter } from "@/components/signup/signup-footer";
import { SignupProgress } from "@/components/signup/signup-progress";

export const metadata: Metadata = {
  title: { template: "%s · Sign up · Lakeshore Kitchen", default: "Sign up · Lakeshore Kitchen" },
  robots: { index: false },
};

export default function SignupLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <SignupProgress />
      <ReferralCapture />
      <main id="main" className="flex-1 pb-16">
        {children}
      </main>
      <SignupFooter />
    </div>
  );
}
