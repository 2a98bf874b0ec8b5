"use client";
// Checkout part 3: the card. PaymentStep is the boundary that picks the provider's form: Stripe
// Elements when a publishable key is configured, otherwise the offline provider's test-mode form.
import dynamic from "next/dynamic";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CheckIcon } from "@/components/ui/icons";
import { formatCardNumber, formatExpiry, type PaymentProviderName } from "@/lib/signup/payment";
import type { StripeCardHandle } from "@/lib/signup/stripe-card";
import { TextField, type CheckoutForm } from "./fields";
import { CheckoutSection } from "./section";

// Stripe's libraries (and Stripe.js, which loadStripe fetches) load only when the card field shows.
const StripeCardField = dynamic(
  () => import("./stripe-card-field").then((m) => m.StripeCardField),
  { ssr: false },
);

export interface PaymentStepProps {
  provider: PaymentProviderName;
  form: CheckoutForm;
  /** The card saved earlier in this sign-up, if any. */
  savedCard?: { brand: string; last4: string };
  /** Whether the card fields are shown (always, unless a saved card is kept). */
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  /** A refusal from the card provider, in its own words ("Your card was declined…"). */
  providerError?: string;
  /** Stripe only: the complete card, or null while it is incomplete. */
  onStripeCardChange?: (handle: StripeCardHandle | null) => void;
}

export function PaymentStep(props: PaymentStepProps) {
  const testMode = props.provider === "offline";
  return (
    <CheckoutSection
      id="checkout-payment"
      number={3}
      title="Payment"
      description="You won't be charged today. We charge your card at each week's order deadline."
      aside={
        testMode ? (
          <Badge tone="amber" className="px-3 py-1 text-sm">
            Test mode — no real charge
          </Badge>
        ) : null
      }
    >
      {props.providerError ? (
        <Alert tone="error" className="mb-5" id="checkout-payment-error">
          {props.providerError}
        </Alert>
      ) : null}
      {props.savedCard && !props.editing ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-forest-50 px-4 py-3 ring-1 ring-forest-200">
          <p className="flex items-center gap-2 text-sm text-forest-900">
            <CheckIcon className="text-forest-600" />
            <span>
              <span className="font-semibold capitalize">{props.savedCard.brand}</span> ending in{" "}
              <span className="font-semibold">{props.savedCard.last4}</span> is saved.
            </span>
          </p>
          <Button variant="secondary" size="sm" onClick={() => props.onEditingChange(true)}>
            Use a different card
          </Button>
        </div>
      ) : props.provider === "stripe" ? (
        <StripeCardField onChange={props.onStripeCardChange ?? (() => undefined)} />
      ) : (
        <OfflineCardFields form={props.form} />
      )}
    </CheckoutSection>
  );
}

/** The offline provider's card form: Stripe's test cards behave as they would with Stripe. */
function OfflineCardFields({ form }: { form: CheckoutForm }) {
  return (
    <div>
      <p className="mb-5 rounded-xl bg-amber-50 px-4 py-3 text-sm leading-6 text-amber-950 ring-1 ring-amber-200">
        This is a test sign-up: no card is charged. Use the test card{" "}
        <span className="font-semibold whitespace-nowrap tabular-nums">4242 4242 4242 4242</span>,
        any future date and any CVC.
      </p>
      <div className="grid gap-5 sm:grid-cols-6">
        <TextField
          form={form}
          name="nameOnCard"
          label="Name on card"
          autoComplete="cc-name"
          className="sm:col-span-6"
        />
        <TextField
          form={form}
          name="number"
          label="Card number"
          autoComplete="cc-number"
          inputMode="numeric"
          maxLength={23}
          className="sm:col-span-6"
          onValueChange={(value) => formatCardNumber(value)}
        />
        <TextField
          form={form}
          name="expiry"
          label="Expiry (MM/YY)"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
          maxLength={5}
          className="sm:col-span-3"
          onValueChange={(value, deleting) => formatExpiry(value, deleting)}
        />
        <TextField
          form={form}
          name="cvc"
          label="CVC"
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          className="sm:col-span-3"
          onValueChange={(value) => value.replace(/\D/g, "").slice(0, 4)}
        />
      </div>
    </div>
  );
}
