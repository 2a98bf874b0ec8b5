// Every /customer page: signed in with the customer role, inside the customer frame; during the
// Thursday rollover (12:00–6:00 AM Eastern) the maintenance page stands in for the content.
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { CustomerShell } from "@/components/layout/app-shell";
import { MaintenancePage } from "@/components/maintenance/maintenance-page";
import { requireCustomer } from "@/lib/auth/server";
import { isMaintenanceWindow } from "@/lib/clock";
import { serverNow } from "@/lib/clock/server-now";

// Per-request: reads the session cookie and "now".
export const dynamic = "force-dynamic";

export const metadata: Metadata = { robots: { index: false } };

const CUSTOMER_NAV = [
  { href: "/customer", label: "Home" },
  { href: "/customer/meals", label: "Meals" },
  { href: "/customer/orders", label: "Past orders" },
  { href: "/customer/account", label: "Account" },
] as const;

export default async function CustomerLayout({ children }: { children: ReactNode }) {
  const { user } = await requireCustomer();
  const maintenance = isMaintenanceWindow(await serverNow());
  return (
    <CustomerShell userName={`${user.firstName} ${user.lastName}`} nav={CUSTOMER_NAV}>
      {maintenance ? <MaintenancePage showLogo={false} /> : children}
    </CustomerShell>
  );
}
