"use client";
// Delete (or archive) an add-on after a confirmation, then say which happened.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { failureMessage } from "@/components/forms/server-errors";
import { Button } from "@/components/ui/button";
import type { DeleteAddOnResult } from "@/lib/add-ons/admin-add-ons";
import type { AdminAddOnDto } from "@/lib/add-ons/dto";
import { api } from "@/lib/client/api";

export function DeleteAddOnButton({ addOn }: { addOn: AdminAddOnDto }) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    try {
      const result = await api.delete<DeleteAddOnResult>(`/api/admin/add-ons/${addOn.id}`);
      toast.success(result.message);
      router.refresh();
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
        Delete<span className="sr-only"> {addOn.name}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Delete ${addOn.name}?`}
        confirmLabel={addOn.timesOrdered > 0 ? "Archive add-on" : "Delete add-on"}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void remove()}
      >
        {addOn.timesOrdered > 0
          ? "It was ordered before, so it will be archived: past orders and receipts keep it, menus no longer show it."
          : "It was never ordered, so it will be deleted for good."}
      </ConfirmDialog>
    </>
  );
}
