// /logout: signs out (see LogoutScreen) and lands on /login.
import type { Metadata } from "next";
import { LogoutScreen } from "@/components/auth/logout-screen";

export const metadata: Metadata = { title: "Signing out", robots: { index: false } };

export default function LogoutPage() {
  return <LogoutScreen />;
}
