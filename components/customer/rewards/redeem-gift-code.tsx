"use client";
// Redeem a gift card's code from the Rewards tab, through the same call as checkout's code field
// (POST /api/users/{userId}/coupons/{code}); its balance then shows beside the credit balance.
import { useId, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/client/api";
import type { PromoCode } from "@/lib/coupons/lookup-code";
import { formatCents } from "@/lib/format/money";
import { messageFor } from "@/lib/signup/errors";

export function RedeemGiftCode({ userId, onRedeemed }: { userId: string; onRedeemed: () => void }) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  async function redeem(event: FormEvent) {
    event.preventDefault();
    const wanted = code.trim();
    if (!wanted) {
      setError("Enter the code from your gift card email.");
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const promo = await api.post<PromoCode>(
        `/api/users/${encodeURIComponent(userId)}/coupons/${encodeURIComponent(wanted)}`,
      );
      setCode("");
      toast.success(
        promo.kind === "gift"
          ? `Gift card redeemed: ${formatCents(promo.balanceCents)} added to your gift card balance.`
          : `Code ${promo.code} applied.`,
      );
      onRedeemed();
    } catch (failure) {
      setError(messageFor(failure));
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={redeem} noValidate className="mt-4 flex flex-wrap items-end gap-3">
      <div className="min-w-48 flex-1">
        <Label htmlFor={`${id}-code`}>Redeem a gift card</Label>
        <Input
          ref={input}
          id={`${id}-code`}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder="GIFT-XXXX-XXXX"
          autoComplete="off"
          invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1.5 font-mono uppercase"
        />
      </div>
      <Button type="submit" variant="secondary" disabled={busy}>
        {busy ? <Spinner className="text-current" label="Redeeming" /> : null}
        Redeem
      </Button>
      <p id={`${id}-error`} role="alert" className="w-full text-sm font-medium text-red-700">
        {error}
      </p>
    </form>
  );
}
