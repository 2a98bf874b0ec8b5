"use client";
// The admin's gift cards: who bought what for whom, its state and code, and a refund for a paid
// card nobody has redeemed (POST /api/admin/gift-cards/{id}/refund, with a reason; audited).
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { EmptyRow, TableCard, TableHead, td } from "@/components/admin/admin-page";
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
      <TableCard label="Gift cards">
        <table className="w-full min-w-[56rem] divide-y divide-stone-100">
          <TableHead columns={["Amount", "Bought by", "For", "Delivery", "Code", "State", ""]} />
          <tbody className="divide-y divide-stone-100">
            {cards.map((card) => (
              <tr key={card.id}>
                <td className={`${td} font-semibold tabular-nums`}>
                  {formatCents(card.amountCents)}
                </td>
                <td className={td}>
                  {card.buyerName}
                  <span className="block text-xs text-stone-600">{card.buyerEmail}</span>
                </td>
                <td className={td}>
                  {card.recipientName}
                  <span className="block text-xs text-stone-600">{card.recipientEmail}</span>
                </td>
                <td className={td}>{formatDay(card.deliverOn)}</td>
                <td className={`${td} font-mono text-sm`}>{card.code ?? "—"}</td>
                <td className={td}>
                  {card.state}
                  {card.refundReason ? (
                    <span className="block text-xs text-stone-600">{card.refundReason}</span>
                  ) : null}
                </td>
                <td className={`${td} text-right`}>
                  {card.refundable && card.buyerUserId !== adminId ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => {
                        setError(null);
                        setRefunding(card);
                      }}
                    >
                      Refund
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
            {cards.length === 0 ? <EmptyRow span={7}>No gift card matches.</EmptyRow> : null}
          </tbody>
        </table>
      </TableCard>
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
