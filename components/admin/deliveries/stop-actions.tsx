"use client";
// What may be done to one stop: mark it delivered, or not delivered with a reason (the reason's
// error is said on the field and focused); for a box not delivered, the manager's decision:
// redeliver, or credit what it cost (asked first: it moves money). Each calls
// /api/admin/deliveries/{orderId}/{day}…, then the route reloads.
import { useRouter } from "next/navigation";
import { useId, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { failureMessage } from "@/components/forms/server-errors";
import { Button } from "@/components/ui/button";
import { FieldError, Input, Label } from "@/components/ui/form";
import { api, ApiError } from "@/lib/client/api";
import { REASON_MAX } from "@/lib/deliveries/schemas";
import { formatCents } from "@/lib/format/money";

export interface StopActionTarget {
  orderId: string;
  day: "MONDAY" | "THURSDAY";
  customer: string;
  canMarkDelivered: boolean;
  canMarkNotDelivered: boolean;
  canDecide: boolean;
  creditCents: number;
}

export function StopActions({ stop }: { stop: StopActionTarget }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [confirmCredit, setConfirmCredit] = useState(false);
  const reasonRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const path = `/api/admin/deliveries/${encodeURIComponent(stop.orderId)}/${stop.day.toLowerCase()}`;
  const who = <span className="sr-only"> for {stop.customer}</span>;

  async function send(url: string, body: Record<string, string>): Promise<boolean> {
    setBusy(true);
    try {
      const { message } = await api.post<{ message: string }>(url, body);
      toast.success(message);
      router.refresh();
      return true;
    } catch (error) {
      const field =
        error instanceof ApiError && error.status === 400
          ? error.errors.find((e) => e.property === "reason")
          : undefined;
      if (field) {
        setReasonError(field.constraints[0]?.message ?? "Say why it was not delivered.");
        reasonRef.current?.focus();
      } else toast.error(failureMessage(error));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function reportMissed(event: FormEvent) {
    event.preventDefault();
    setReasonError(null);
    if (reason.trim().length < 3) {
      setReasonError("Say why it was not delivered, in a few words.");
      reasonRef.current?.focus();
      return;
    }
    if (await send(path, { mark: "not-delivered", reason: reason.trim() })) setReporting(false);
  }

  if (!stop.canMarkDelivered && !stop.canMarkNotDelivered && !stop.canDecide) return null;
  return (
    <div className="mt-3 space-y-3 border-t border-stone-100 px-4 pt-3 sm:px-5">
      {stop.canMarkDelivered || stop.canMarkNotDelivered ? (
        <div className="grid grid-cols-[2fr_3fr] gap-2 sm:flex">
          {stop.canMarkDelivered ? (
            <Button
              type="button"
              disabled={busy}
              onClick={() => void send(path, { mark: "delivered" })}
            >
              Delivered{who}
            </Button>
          ) : null}
          {stop.canMarkNotDelivered && !reporting ? (
            <Button
              type="button"
              variant="secondary"
              disabled={busy}
              onClick={() => {
                setReporting(true);
                requestAnimationFrame(() => reasonRef.current?.focus());
              }}
            >
              Not delivered…{who}
            </Button>
          ) : null}
        </div>
      ) : null}
      {reporting ? (
        <form onSubmit={reportMissed} noValidate className="space-y-2">
          <Label htmlFor={`${id}-reason`}>Why was it not delivered?</Label>
          <Input
            ref={reasonRef}
            id={`${id}-reason`}
            value={reason}
            maxLength={REASON_MAX}
            placeholder="Nobody home, no access, wrong address…"
            invalid={Boolean(reasonError)}
            aria-describedby={reasonError ? `${id}-reason-error` : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          <FieldError id={`${id}-reason-error`}>{reasonError}</FieldError>
          <div className="grid grid-cols-[3fr_2fr] gap-2 sm:flex">
            <Button
              type="submit"
              variant="danger"
              disabled={busy}
              aria-label={`Save: not delivered for ${stop.customer}`}
            >
              Save
            </Button>
            <Button
              type="button"
              variant="ghost"
              disabled={busy}
              onClick={() => {
                setReporting(false);
                setReasonError(null);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
      {stop.canDecide ? (
        <div className="grid grid-cols-[2fr_3fr] gap-2 sm:flex">
          <Button
            type="button"
            variant="secondary"
            disabled={busy}
            onClick={() => void send(`${path}/decision`, { decision: "redeliver" })}
          >
            Redeliver{who}
          </Button>
          <Button type="button" disabled={busy} onClick={() => setConfirmCredit(true)}>
            Credit {formatCents(stop.creditCents)}
            {who}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirmCredit}
        title={`Credit ${formatCents(stop.creditCents)} to ${stop.customer}?`}
        confirmLabel="Credit the account"
        busy={busy}
        onCancel={() => setConfirmCredit(false)}
        onConfirm={async () => {
          await send(`${path}/decision`, { decision: "credit" });
          setConfirmCredit(false);
        }}
      >
        What the box cost goes back as account credit, taken off their next order. The customer is
        told in the app, and it shows on their record.
      </ConfirmDialog>
    </div>
  );
}
