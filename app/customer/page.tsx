// Customer home: the dashboard, rendered with fresh data at the request's "now" (the client
// keeps it live: countdown, refetch at the deadline, the payment-problem modal).
import type { Metadata } from "next";
import { CustomerDashboard } from "@/components/customer/dashboard/customer-dashboard";
import { customerPage } from "@/lib/auth/page-guard";
import { serverNow } from "@/lib/clock/server-now";
import { getDashboard } from "@/lib/dashboard/get-dashboard";

export const metadata: Metadata = { title: "Your meals" };

interface CustomerHomeProps {
  searchParams: Promise<{ from?: string }>;
}

export default customerPage(async ({ user }, { searchParams }: CustomerHomeProps) => {
  const dashboard = await getDashboard(user.id, await serverNow());
  const { from } = await searchParams;
  return <CustomerDashboard userId={user.id} initial={dashboard} fromSignup={from === "signup"} />;
});
