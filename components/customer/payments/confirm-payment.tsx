"use client";
// The confirm step for a payment the bank wants authenticated: with Stripe, Stripe.js shows the
// bank's own check (confirmCardPayment) and the server then re-reads the payment; in test mode the
// offline provider's confirmation is one button. Either way the order is paid when this says so.
import Link from "next/link";
import { useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { api } from "@/lib/client/api";
import { errorMessage } from "@/lib/client/errors";
import { formatCents } from "@/lib/format/money";
import type { PaymentConfirmationDto } from "@/lib/payments/confirm-payment";

async function authenticateWithStripe(clientSecret: string): Promise<string | null> {
  const key = process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY;
  if (!key) return "Card payments are not configured.";
  // Stripe.js only on this step (it is large and talks to Stripe).
  const { loadStripe } = await import("@stripe/stripe-js");
  const stripe = await loadStripe(key);
  if (!stripe) return "We couldn't reach our card processor. Please try again.";
  const result = await stripe.confirmCardPayment(clientSecret);
  return result.error ? (result.error.message ?? "Your bank didn't confirm the payment.") : null;
}

export function ConfirmPayment({
  userId,
  initial,
}: {
  userId: string;
  initial: PaymentConfirmationDto;
}) {
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      if (state.clientSecret) {
        const refused = await authenticateWithStripe(state.clientSecret);
        if (refused) throw new Error(refused);
      }
      setState(
        await api.post<PaymentConfirmationDto>(
          `/api/users/${userId}/orders/${state.orderId}/payment`,
        ),
      );
    } catch (caught) {
      setError(errorMessage(caught));
      requestAnimationFrame(() => errorRef.current?.focus());
    } finally {
      setBusy(false);
    }
  }

  if (state.status === "PAID" || state.status === "DELIVERED") {
    return (
      <Alert tone="success" title="Payment confirmed" data-testid="payment-confirmed">
        {/* Confirmed is not cooked: the box is made for its delivery day (issue 38). */}
        We charged {formatCents(state.amountCents)}.{" "}
        {state.status === "DELIVERED"
          ? "This order has been delivered."
          : "Your order is confirmed: our kitchen cooks it for your delivery day."}{" "}
        <Link href="/customer/orders" className="font-semibold underline">
          See your receipt in Past orders
        </Link>
      </Alert>
    );
  }
  if (state.status !== "REQUIRES_ACTION") {
    return (
      <Alert tone="info" title="Nothing to confirm">
        {state.status === "CANCELLED"
          ? "This order was cancelled because the payment wasn't confirmed in time. Nothing was charged."
          : "This order has no payment waiting for your confirmation."}{" "}
        <Link href="/customer" className="font-semibold underline">
          Back to your home
        </Link>
      </Alert>
    );
  }
  return (
    <Card>
      <p className="text-forest-950">
        Your bank asks you to confirm the payment of{" "}
        <strong>{formatCents(state.amountCents)}</strong> for this order. Until you do, we
        can&rsquo;t deliver it.
      </p>
      {state.testMode ? (
        <p className="mt-3 text-sm text-muted">
          Test mode: no real bank is involved. The button below plays the bank&rsquo;s confirmation
          step.
        </p>
      ) : null}
      {error ? (
        <div ref={errorRef} tabIndex={-1} className="mt-4 outline-none">
          <Alert tone="error">{error}</Alert>
        </div>
      ) : null}
      <Button className="mt-6" fullWidth onClick={confirm} disabled={busy} aria-busy={busy}>
        {busy ? "Confirming…" : `Confirm ${formatCents(state.amountCents)} payment`}
      </Button>
    </Card>
  );
}
