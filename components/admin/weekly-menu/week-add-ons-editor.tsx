"use client";
// A week's add-on section: which catalogue add-ons the week offers, and a cap for each (how many
// across all boxes). Saved on its own; read-only past the week's deadline. Errors take the focus.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { failureMessage } from "@/components/forms/server-errors";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox, Input } from "@/components/ui/form";
import { CATEGORY_LABELS } from "@/lib/add-ons/categories";
import type { AddOnDto } from "@/lib/add-ons/dto";
import type { AdminWeekAddOnsDto } from "@/lib/add-ons/week-add-ons";
import { api } from "@/lib/client/api";
import { formatCents } from "@/lib/format/money";

interface Row {
  addOn: AddOnDto;
  offered: boolean;
  /** As typed: "" means no cap. */
  cap: string;
  taken: number;
}

function capError(cap: string): string | null {
  if (cap.trim() === "") return null;
  return /^\d{1,5}$/.test(cap.trim()) ? null : "Enter a whole number, or leave empty for no cap.";
}

function toRows(section: AdminWeekAddOnsDto, catalogue: readonly AddOnDto[]): Row[] {
  const onWeek = new Map(section.items.map((item) => [item.addOn.id, item]));
  const offered = section.items.map((item) => ({
    addOn: item.addOn,
    offered: true,
    cap: item.cap === null ? "" : String(item.cap),
    taken: item.taken,
  }));
  const rest = catalogue
    .filter((addOn) => !onWeek.has(addOn.id))
    .map((addOn) => ({ addOn, offered: false, cap: "", taken: 0 }));
  return [...offered, ...rest];
}

export function WeekAddOnsEditor({
  section,
  catalogue,
}: {
  section: AdminWeekAddOnsDto;
  catalogue: readonly AddOnDto[];
}) {
  const router = useRouter();
  const [rows, setRows] = useState<Row[]>(() => toRows(section, catalogue));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const readOnly = section.readOnly;
  const update = (index: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  async function save() {
    const invalid = rows.find((row) => row.offered && capError(row.cap));
    if (invalid) {
      setFailure(`Fix the cap of ${invalid.addOn.name} before saving.`);
      requestAnimationFrame(() => failureRef.current?.focus());
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const saved = await api.put<AdminWeekAddOnsDto>(
        `/api/admin/weeks/${section.weekStart}/add-ons`,
        {
          items: rows
            .filter((row) => row.offered)
            .map((row, sortingOrder) => ({
              addOnId: row.addOn.id,
              sortingOrder,
              cap: row.cap.trim() === "" ? null : Number(row.cap),
            })),
        },
      );
      setRows(toRows(saved, catalogue));
      toast.success(`Add-ons saved: ${saved.items.length} offered this week.`);
      router.refresh();
    } catch (error) {
      setFailure(failureMessage(error));
      requestAnimationFrame(() => failureRef.current?.focus());
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="add-ons-heading" className="mt-10 space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="add-ons-heading" className="font-display text-2xl font-semibold text-forest-950">
            Add-ons this week
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-stone-700">
            Desserts, drinks, breakfast and snacks customers can add on top of their meals. A cap
            limits how many all boxes together may take; leave it empty for no limit.{" "}
            <Link href="/admin/add-ons" className="font-semibold text-forest-800 underline">
              Edit the add-on catalogue
            </Link>
          </p>
        </div>
        {readOnly ? null : (
          <Button onClick={() => void save()} disabled={busy}>
            {busy ? "Saving…" : "Save add-ons"}
          </Button>
        )}
      </div>
      {failure ? (
        <Alert tone="error" ref={failureRef} tabIndex={-1}>
          {failure}
        </Alert>
      ) : null}
      {readOnly ? (
        <p className="text-sm text-stone-700">
          This week is past its order deadline: its add-ons can no longer change.
        </p>
      ) : null}
      <Card className="overflow-x-auto p-0">
        {rows.length === 0 ? (
          <p className="p-5 text-sm text-stone-700">
            No add-ons in the catalogue yet.{" "}
            <Link href="/admin/add-ons/new" className="font-semibold text-forest-800 underline">
              Create one
            </Link>
          </p>
        ) : (
          <table className="w-full divide-y divide-stone-100 text-sm sm:min-w-[36rem]">
            <caption className="sr-only">Add-ons offered this week</caption>
            <thead>
              <tr className="text-left text-xs tracking-wide text-stone-700 uppercase">
                <th scope="col" className="px-4 py-3 font-semibold">
                  Offered
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Add-on
                </th>
                <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
                  Price
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Cap
                </th>
                <th scope="col" className="hidden px-4 py-3 text-right font-semibold sm:table-cell">
                  Taken
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {rows.map((row, index) => {
                const error = row.offered ? capError(row.cap) : null;
                const capId = `add-on-cap-${row.addOn.id}`;
                return (
                  <tr key={row.addOn.id}>
                    <td className="px-4 py-2.5">
                      <Checkbox
                        id={`offer-${row.addOn.id}`}
                        checked={row.offered}
                        disabled={readOnly}
                        aria-label={`Offer ${row.addOn.name} this week`}
                        onChange={(e) => update(index, { offered: e.target.checked })}
                      />
                    </td>
                    <td className="px-4 py-2.5">
                      <label
                        htmlFor={`offer-${row.addOn.id}`}
                        className="font-semibold text-forest-950"
                      >
                        {row.addOn.name}
                      </label>
                      <span className="block text-xs text-stone-600">
                        {CATEGORY_LABELS[row.addOn.category]}
                        {/* On a phone the price and count columns fold in here. */}
                        <span className="sm:hidden">
                          {" "}
                          · {formatCents(row.addOn.priceCents)} · {row.taken} taken
                        </span>
                      </span>
                    </td>
                    <td className="hidden px-4 py-2.5 tabular-nums sm:table-cell">
                      {formatCents(row.addOn.priceCents)}
                    </td>
                    <td className="px-4 py-2.5">
                      <Input
                        id={capId}
                        inputMode="numeric"
                        className="w-20 sm:w-24"
                        value={row.cap}
                        disabled={readOnly || !row.offered}
                        invalid={Boolean(error)}
                        aria-label={`Cap for ${row.addOn.name}`}
                        aria-describedby={error ? `${capId}-error` : undefined}
                        onChange={(e) => update(index, { cap: e.target.value })}
                      />
                      {error ? (
                        <p id={`${capId}-error`} className="mt-1 text-xs text-red-700">
                          {error}
                        </p>
                      ) : null}
                    </td>
                    <td className="hidden px-4 py-2.5 text-right tabular-nums sm:table-cell">
                      {row.taken}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </Card>
    </section>
  );
}
