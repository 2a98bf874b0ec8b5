"use client";
// Stripe Elements' card field (used when NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY is set). It reports a
// handle to the checkout once the card is complete, so the checkout can confirm a SetupIntent.
import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe } from "@stripe/stripe-js";
import { useState } from "react";
import type { StripeCardHandle } from "@/lib/signup/stripe-card";

const stripePromise = process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY
  ? loadStripe(process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY)
  : null;

export function StripeCardField({
  onChange,
}: {
  onChange: (handle: StripeCardHandle | null) => void;
}) {
  return (
    <Elements stripe={stripePromise}>
      <CardInput onChange={onChange} />
    </Elements>
  );
}

function CardInput({ onChange }: { onChange: (handle: StripeCardHandle | null) => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string>();
  return (
    <div>
      <label htmlFor="stripe-card" className="text-sm font-semibold text-forest-950">
        Card
      </label>
      <div
        id="stripe-card"
        className="mt-1.5 rounded-xl bg-white px-3.5 py-3 ring-1 ring-forest-900/20"
      >
        <CardElement
          options={{ hidePostalCode: false, style: { base: { fontSize: "16px" } } }}
          onChange={(event) => {
            setError(event.error?.message);
            const card = elements?.getElement(CardElement);
            onChange(event.complete && stripe && card ? { stripe, card } : null);
          }}
        />
      </div>
      <p role="alert" aria-live="polite" className="mt-1.5 text-sm text-red-700">
        {error}
      </p>
    </div>
  );
}
