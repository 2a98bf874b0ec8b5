"use client";
// The rollover's dry run for the upcoming week, one click away: what would be locked, filled and
// charged. It writes nothing.
import { useState } from "react";
import { failureMessage } from "@/components/forms/server-errors";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { formatCents } from "@/lib/format/money";
import type { RolloverPreview as Preview } from "@/lib/rollover/preview";

export function RolloverPreview({ weekStart }: { weekStart: string }) {
  const [preview, setPreview] = useState<Preview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function load() {
    setBusy(true);
    setFailure(null);
    try {
      setPreview(await api.get<Preview>(`/api/admin/rollover/preview?weekStart=${weekStart}`));
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3">
      <Button size="sm" variant="secondary" onClick={load} disabled={busy}>
        {busy
          ? "Running the dry run…"
          : preview
            ? "Run the dry run again"
            : "Run the rollover dry run"}
      </Button>
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      {preview ? (
        <div aria-live="polite" className="text-sm text-stone-800">
          {preview.note ? (
            <p>{preview.note}</p>
          ) : (
            <p>
              {preview.orders} {preview.orders === 1 ? "order" : "orders"}: {preview.toCreate} to
              create, {preview.toFill} to fill with the chef&apos;s selection, {preview.toCharge} to
              charge for {formatCents(preview.chargeTotalCents)}.
            </p>
          )}
          {preview.rows.length > 0 ? (
            <ul className="mt-2 max-h-48 space-y-1 overflow-y-auto text-xs text-stone-700">
              {preview.rows.map((row, i) => (
                <li key={`${row.orderNumber ?? row.customerEmail}-${i}`}>
                  {row.orderNumber ?? "new"} · {row.customerEmail} · {row.action} ·{" "}
                  {formatCents(row.chargeCents)}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
