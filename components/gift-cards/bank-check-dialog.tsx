"use client";
// The offline provider's stand-in for the bank's 3-D Secure page (test mode only; with Stripe,
// Stripe.js shows the bank's own). Like Stripe's test page it can approve or fail the check;
// closing it (Escape) fails it, as closing the bank's page does.
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { formatCents } from "@/lib/format/money";
import type { BankAnswer } from "@/lib/payments/port";

export function BankCheckDialog({
  amountCents,
  busy,
  onAnswer,
}: {
  /** Open while a purchase waits for the bank; null: closed. */
  amountCents: number | null;
  busy: boolean;
  onAnswer: (answer: BankAnswer) => void;
}) {
  return (
    <ConfirmDialog
      open={amountCents !== null}
      title="Confirm with your bank"
      confirmLabel="Confirm payment"
      cancelLabel="Fail authentication"
      busy={busy}
      onConfirm={() => onAnswer("approve")}
      onCancel={() => onAnswer("refuse")}
    >
      <p>
        Your bank asks you to confirm the payment of{" "}
        <strong>{amountCents === null ? "" : formatCents(amountCents)}</strong> for this gift card.
        Nothing is charged until you do.
      </p>
      <p className="rounded-xl bg-cream-100 px-4 py-3 text-sm leading-6 text-forest-900">
        Test mode: no real bank is involved. These buttons play the bank&rsquo;s check: confirm it,
        or fail it to see what a buyer sees when their bank says no.
      </p>
    </ConfirmDialog>
  );
}
