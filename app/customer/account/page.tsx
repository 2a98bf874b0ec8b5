// /customer/account: the nine account tabs (?tab= keeps the active one across reloads).
import type { Metadata } from "next";
import { Suspense } from "react";
import { AccountTabs } from "@/components/customer/account/account-tabs";
import { requireCustomer } from "@/lib/auth/server";

export const metadata: Metadata = { title: "Account" };

export default async function CustomerAccountPage() {
  const { user } = await requireCustomer();
  return (
    <Suspense>
      <AccountTabs userId={user.id} />
    </Suspense>
  );
}
