import type { ReactNode } from "react";
import { PublicFooter } from "@/components/layout/public-footer";
import { PublicHeader } from "@/components/layout/public-header";
import { toronto } from "@/lib/clock";
import { serverNow } from "@/lib/clock/server-now";

export default async function PublicLayout({ children }: { children: ReactNode }) {
  const now = await serverNow();
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <PublicFooter year={toronto(now).year} />
    </div>
  );
}
