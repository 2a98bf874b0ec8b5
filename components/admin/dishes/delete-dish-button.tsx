"use client";
// Delete (or archive) a dish after a confirmation, then say which happened; or restore one.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { failureMessage } from "@/components/forms/server-errors";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import type { AdminDishDto, DeleteDishResult } from "@/lib/menus/admin-dishes";

export function DeleteDishButton({ dish }: { dish: AdminDishDto }) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<string>) {
    setBusy(true);
    try {
      toast.success(await action());
      router.refresh();
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  if (dish.archived) {
    return (
      <Button
        size="sm"
        variant="secondary"
        disabled={busy}
        onClick={() =>
          run(async () => {
            await api.post(`/api/admin/dishes/${dish.id}/restore`);
            return `${dish.name} is back in the catalogue.`;
          })
        }
      >
        Restore
      </Button>
    );
  }
  // A dish that was ordered is archived, not deleted (the orders keep it): the button says so.
  const verb = dish.timesOrdered > 0 ? "Archive" : "Delete";
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
        {verb}
        <span className="sr-only"> {dish.name}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`${verb} ${dish.name}?`}
        confirmLabel={dish.timesOrdered > 0 ? "Archive dish" : "Delete dish"}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          run(async () => {
            const result = await api.delete<DeleteDishResult>(`/api/admin/dishes/${dish.id}`);
            return result.message;
          })
        }
      >
        {dish.timesOrdered > 0
          ? "It was ordered before, so it will be archived: past orders and receipts keep it, menus and the catalogue no longer show it."
          : "It was never ordered, so it will be deleted for good."}
      </ConfirmDialog>
    </>
  );
}
