"use client";
// Switching sides for an admin who also holds the customer role (spec §6): the last side used is
// kept in localStorage (`lastAccessedRole`) and on the server (PUT .../last-accessed-role), which
// the post-login redirect reads.
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { cn } from "@/components/ui/cn";
import { api } from "@/lib/client/api";
import { STORAGE_KEYS, writeStorage } from "@/lib/client/storage";
import { SwapIcon } from "@/components/ui/icons";

type Side = "admin" | "customer";

// One PUT at a time, in the order asked: a page's own "customer" (sent as it opens) must not land
// after a "Back to admin" clicked right away, or the server would keep the wrong side.
let sent: Promise<unknown> = Promise.resolve();

function rememberSide(userId: string, role: Side): Promise<void> {
  writeStorage(STORAGE_KEYS.lastAccessedRole, role);
  const put = sent.then(() =>
    api.put<void>(`/api/users/${encodeURIComponent(userId)}/last-accessed-role`, { role }),
  );
  sent = put.catch(() => undefined);
  return put;
}

/**
 * Records the side being shown. Mounted by the customer layout; `persist` is set only when the
 * server's value differs, so an ordinary visit costs no request.
 */
export function RememberSide({
  userId,
  role,
  persist,
}: {
  userId: string;
  role: Side;
  persist: boolean;
}) {
  useEffect(() => {
    writeStorage(STORAGE_KEYS.lastAccessedRole, role);
    if (persist) void rememberSide(userId, role).catch(() => undefined);
  }, [userId, role, persist]);
  return null;
}

/** "Back to admin" (issue 10: on every customer page an admin sees): remembers the admin side, then goes there. */
export function SwitchToAdminLink({
  userId,
  variant = "header",
}: {
  userId: string;
  variant?: "header" | "menu";
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function onClick(event: React.MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setBusy(true);
    // The switch still happens if remembering it fails: the side is only a preference.
    await rememberSide(userId, "admin").catch(() => undefined);
    router.push("/admin");
  }

  return (
    <a
      href="/admin"
      onClick={onClick}
      aria-busy={busy || undefined}
      className={cn(
        variant === "header"
          ? "hidden items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-terracotta-700 ring-1 ring-terracotta-600/30 transition-colors hover:bg-terracotta-50 md:inline-flex"
          : "flex items-center gap-2 rounded-lg px-2 py-3 text-base font-semibold text-terracotta-700 hover:bg-forest-900/5",
      )}
    >
      <SwapIcon className="size-4" />
      Back to admin
    </a>
  );
}
