"use client";
// "Start deliveries": tells every paid stop of the day not told yet that its box is on its way
// (one queued mail each, never twice), then the route reloads.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { failureMessage } from "@/components/forms/server-errors";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";

export function StartDeliveriesButton({
  week,
  day,
  label,
}: {
  week: string;
  day: "monday" | "thursday";
  label: string;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function start() {
    setBusy(true);
    try {
      const { message } = await api.post<{ message: string }>("/api/admin/deliveries/start", {
        week,
        day,
      });
      toast.success(message);
      router.refresh();
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button type="button" variant="accent" disabled={busy} onClick={() => void start()}>
      {label}
    </Button>
  );
}
