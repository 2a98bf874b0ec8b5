// Every /customer page: signed in with the customer role (each page checks that itself first,
// through customerPage in lib/auth/page-guard.ts, since a layout renders in parallel with its
// page), inside the customer frame with the notification bell; during the Thursday rollover
// (12:00–6:00 AM Eastern) the maintenance page stands in for the content. An admin who also holds
// the customer role gets "Back to admin", and the side they are on is remembered
// (lastAccessedRole). An admin viewing as the customer (read-only, issue 10) sees a banner with
// the way back.
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { OtherTabNotice } from "@/components/admin/view-as/other-tab-notice";
import { ViewAsBanner } from "@/components/admin/view-as/view-as-banner";
import { RememberSide, SwitchToAdminLink } from "@/components/customer/dashboard/side-switch";
import { NotificationBell } from "@/components/customer/notifications/notification-bell";
import { CustomerShell } from "@/components/layout/app-shell";
import { MaintenancePage } from "@/components/maintenance/maintenance-page";
import { Providers } from "@/components/providers";
import { Toaster } from "@/components/toaster";
import { hasRole } from "@/lib/auth/roles";
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
  const { caller, user } = await requireCustomer();
  const maintenance = isMaintenanceWindow(await serverNow());
  const isAdmin = hasRole(caller, "admin");
  return (
    <Providers>
      <CustomerShell
        userName={`${user.firstName} ${user.lastName}`}
        banner={
          caller.viewerId ? <ViewAsBanner name={`${user.firstName} ${user.lastName}`} /> : null
        }
        nav={CUSTOMER_NAV}
        actions={
          <>
            {isAdmin ? <SwitchToAdminLink userId={user.id} /> : null}
            <NotificationBell userId={user.id} />
          </>
        }
        menuExtras={
          isAdmin ? (
            <li>
              <SwitchToAdminLink userId={user.id} variant="menu" />
            </li>
          ) : null
        }
      >
        {isAdmin ? (
          <RememberSide
            userId={user.id}
            role="customer"
            persist={user.lastAccessedRole !== "customer"}
          />
        ) : null}
        {maintenance ? <MaintenancePage showLogo={false} /> : children}
      </CustomerShell>
      {caller.viewerId ? <OtherTabNotice side="viewing-as" /> : null}
      <Toaster />
    </Providers>
  );
}
