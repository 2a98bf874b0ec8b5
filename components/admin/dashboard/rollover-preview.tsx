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
      {preview ? <PreviewResult preview={preview} /> : null}
    </div>
  );
}

/** The dry run's answer: the counts, the boxes to look at before the lock, then every box. */
export function PreviewResult({ preview }: { preview: Preview }) {
  return (
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
      {preview.short > 0 || preview.withoutAddress > 0 ? (
        <p className="mt-1 font-medium text-amber-900">
          {[
            preview.short > 0
              ? `${plural(preview.short, "box")} short: the missing meals are not charged`
              : null,
            preview.withoutAddress > 0
              ? `${plural(preview.withoutAddress, "box")} without a delivery address`
              : null,
          ]
            .filter(Boolean)
            .join("; ")}
          . They are listed first.
        </p>
      ) : null}
      {preview.rows.length > 0 ? (
        <ul className="mt-2 max-h-48 space-y-1 overflow-y-auto text-xs text-stone-700">
          {preview.rows.map((row, i) => {
            const problems = rowProblems(row);
            return (
              <li key={`${row.orderNumber ?? row.customerEmail}-${i}`}>
                {row.orderNumber ?? "new"} · {row.customerEmail} · {row.action} ·{" "}
                {formatCents(row.chargeCents)}
                {problems.length > 0 ? (
                  <strong className="font-semibold text-amber-900">
                    {" "}
                    · {problems.join(" · ")}
                  </strong>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

type PreviewRow = Preview["rows"][number];

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "es"}`;

/** What the kitchen should know about a box before the lock, in words. */
function rowProblems(row: PreviewRow): string[] {
  const meals = (n: number) => `${n} ${n === 1 ? "meal" : "meals"}`;
  const problems: string[] = [];
  if (row.allergenShortfall > 0)
    problems.push(`${meals(row.allergenShortfall)} short, not charged`);
  if (row.beyondCap > 0) problems.push(`${meals(row.beyondCap)} beyond a dish's cap, not charged`);
  if (row.noAddress) problems.push("no delivery address");
  return problems;
}
