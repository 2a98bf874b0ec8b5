"use client";
// Asks before a week is skipped, naming what the customer misses: the week, the dishes chosen for
// it, the add-ons a skip takes out of the box, and a first-order saving that moves to the next box.
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import type { CustomerWeekDto, CustomerWeeksDto } from "@/lib/meals/dto";
import { formatCents } from "@/lib/format/money";
import { longDay } from "./week-labels";

export function SkipConfirm({
  week,
  saving,
  busy,
  onConfirm,
  onCancel,
}: {
  week: CustomerWeekDto | null;
  saving: CustomerWeeksDto["firstOrderSaving"];
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const items = week?.order?.items ?? [];
  const addOns = week?.order?.addOns ?? [];
  return (
    <ConfirmDialog
      open={week !== null}
      title={week ? `Skip the week of ${longDay(week.startDate)}?` : "Skip this week?"}
      confirmLabel="Yes, skip this week"
      cancelLabel="Keep this delivery"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>No delivery and no charge that week. You can unskip it until its deadline.</p>
      {items.length > 0 ? (
        <>
          <p className="mt-3 font-semibold">You&rsquo;ll miss:</p>
          <ul className="mt-1 list-disc pl-5" aria-label="Meals you'll miss">
            {items.map((item) => (
              <li key={`${item.dishId}-${item.slot}`}>
                {item.quantity} × {item.name}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {addOns.length > 0 ? (
        <p className="mt-3">
          Skipping takes your add-ons out of the box (
          {addOns.map((a) => `${a.quantity} × ${a.name}`).join(", ")}). Unskipping won&rsquo;t bring
          them back: add them again if you change your mind.
        </p>
      ) : null}
      {saving && week && saving.weekStart === week.startDate ? (
        <p className="mt-3">
          Your first-box saving of {formatCents(saving.cents)} moves to your next box.
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
