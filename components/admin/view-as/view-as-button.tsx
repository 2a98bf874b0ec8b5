"use client";
// "View as customer" on an admin's user page (issue 10): opens the customer's pages read-only.
// The admin's own session is parked by the server; the page keeps the spec's `adminToken` key
// (§9) as the marker that one is waiting, and a full load draws the customer side.
import { useState } from "react";
import { toast } from "sonner";
import { failureMessage } from "@/components/forms/server-errors";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { STORAGE_KEYS, writeStorage } from "@/lib/client/storage";

export function ViewAsButton({ userId }: { userId: string }) {
  const [busy, setBusy] = useState(false);

  async function viewAs() {
    setBusy(true);
    try {
      const { adminToken } = await api.post<{ adminToken: string }>(
        `/api/admin/users/${encodeURIComponent(userId)}/view-as`,
      );
      writeStorage(STORAGE_KEYS.adminToken, adminToken);
      // A full load, not router.push: nothing cached for the admin's session may be reused.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign("/customer");
    } catch (error) {
      toast.error(failureMessage(error));
      setBusy(false);
    }
  }

  return (
    <Button size="sm" variant="secondary" disabled={busy} onClick={() => void viewAs()}>
      View as customer
    </Button>
  );
}
