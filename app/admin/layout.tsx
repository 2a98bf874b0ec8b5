// The admin frame around every /admin page. Admin pages stay up during the Thursday maintenance
// window. This check only draws the frame: Next renders a layout and its page in parallel, so each
// page refuses a non-admin itself, before reading anything (adminPage in lib/auth/page-guard.ts).
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { OtherTabNotice } from "@/components/admin/view-as/other-tab-notice";
import { RememberSide } from "@/components/customer/dashboard/side-switch";
import { AdminShell } from "@/components/layout/app-shell";
import { Toaster } from "@/components/toaster";
import { requireAdmin } from "@/lib/auth/server";
import { outboxEnabled } from "@/lib/mail/admin-outbox";

// Per-request: reads the session cookie and "now".
export const dynamic = "force-dynamic";

export const metadata: Metadata = { robots: { index: false } };

const ADMIN_NAV = [
  { href: "/admin", label: "Home" },
  { href: "/admin/exceptions", label: "Exceptions" },
  { href: "/admin/weekly-menu", label: "Weekly menu" },
  { href: "/admin/dishes", label: "Dishes" },
  { href: "/admin/users", label: "Users" },
  { href: "/admin/reports", label: "Reports" },
  { href: "/admin/production", label: "Production" },
  { href: "/admin/deliveries", label: "Deliveries" },
];

export default async function AdminLayout({ children }: { children: ReactNode }) {
  const { user } = await requireAdmin();
  return (
    <>
      <AdminShell
        userName={`${user.firstName} ${user.lastName}`}
        nav={
          outboxEnabled() ? [...ADMIN_NAV, { href: "/admin/outbox", label: "Outbox" }] : ADMIN_NAV
        }
      >
        {/* The browser remembers the side (spec §6); the server copy is written by the switch links,
          since a write from here could land after the customer side's and undo it. */}
        <RememberSide userId={user.id} role="admin" persist={false} />
        {children}
      </AdminShell>
      <OtherTabNotice side="admin" />
      <Toaster />
    </>
  );
}
