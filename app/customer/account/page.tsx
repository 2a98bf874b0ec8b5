// /customer/account: the nine account tabs (?tab= keeps the active one across reloads).
import type { Metadata } from "next";
import { Suspense } from "react";
import { AccountTabs } from "@/components/customer/account/account-tabs";
import { customerPage } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Account" };

export default customerPage(async ({ user }) => {
  return (
    <Suspense>
      <AccountTabs userId={user.id} />
    </Suspense>
  );
});
