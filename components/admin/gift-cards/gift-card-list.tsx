"use client";
// The admin's gift cards: who bought what for whom, its state and code, and a refund for a paid
// card nobody has redeemed (POST /api/admin/gift-cards/{id}/refund, with a reason; audited).
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { StackedTable } from "@/components/admin/stacked-table";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { failureMessage } from "@/components/forms/server-errors";
import { Button } from "@/components/ui/button";
import { Label, Textarea } from "@/components/ui/form";
import { api } from "@/lib/client/api";
import { formatDay } from "@/lib/clock/labels";
import { formatCents } from "@/lib/format/money";
import type { AdminGiftCardView } from "@/lib/gift-cards/view";

export function GiftCardList({ cards, adminId }: { cards: AdminGiftCardView[]; adminId: string }) {
  const router = useRouter();
  const [refunding, setRefunding] = useState<AdminGiftCardView | null>(null);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function refund() {
    if (!refunding) return;
    if (reason.trim().length < 3) {
      setError("Say why this card is refunded.");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api.post(`/api/admin/gift-cards/${encodeURIComponent(refunding.id)}/refund`, {
        reason: reason.trim(),
      });
      toast.success(`Refunded ${formatCents(refunding.amountCents)} to ${refunding.buyerEmail}.`);
      setRefunding(null);
      setReason("");
      router.refresh();
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <StackedTable
        label="Gift cards"
        columns={["Amount", "Bought by", "For", "Delivery", "Code", "State", ""]}
        empty="No gift card matches."
        rows={cards.map((card) => ({
          key: card.id,
          cells: [
            <span key="amount" className="font-semibold tabular-nums">
              {formatCents(card.amountCents)}
            </span>,
            <Person key="buyer" name={card.buyerName} email={card.buyerEmail} />,
            <Person key="recipient" name={card.recipientName} email={card.recipientEmail} />,
            formatDay(card.deliverOn),
            <span key="code" className="font-mono break-all">
              {card.code ?? "—"}
            </span>,
            <span key="state">
              {card.state}
              {card.refundReason ? (
                <span className="block text-xs text-stone-600">{card.refundReason}</span>
              ) : null}
            </span>,
            card.refundable && card.buyerUserId !== adminId ? (
              <Button
                key="refund"
                size="sm"
                variant="secondary"
                onClick={() => {
                  setError(null);
                  setRefunding(card);
                }}
              >
                Refund
              </Button>
            ) : null,
          ],
        }))}
      />
      <ConfirmDialog
        open={refunding !== null}
        title={refunding ? `Refund ${formatCents(refunding.amountCents)}?` : "Refund"}
        confirmLabel="Refund the gift card"
        cancelLabel="Keep the card"
        tone="danger"
        busy={busy}
        onConfirm={refund}
        onCancel={() => setRefunding(null)}
      >
        <p>
          {refunding
            ? `The money goes back to ${refunding.buyerName}'s card, we email them that it did, and the code ${refunding.code ?? ""} stops working. This is recorded in the audit log.`
            : null}
        </p>
        <div className="mt-4">
          <Label htmlFor="gift-card-refund-reason">Reason</Label>
          <Textarea
            id="gift-card-refund-reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            invalid={Boolean(error)}
            aria-describedby={error ? "gift-card-refund-error" : undefined}
            className="mt-1.5"
          />
          {error ? (
            <p id="gift-card-refund-error" role="alert" className="mt-1.5 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
      </ConfirmDialog>
    </>
  );
}

/** A name with its email under it; a long address breaks rather than widening a phone's card. */
function Person({ name, email }: { name: string; email: string }) {
  return (
    <span>
      {name}
      <span className="block text-xs break-all text-stone-600">{email}</span>
    </span>
  );
}
