"use client";
// The offline provider's card fields (test mode) for any form holding nameOnCard, number, expiry
// and cvc: the same formatting as the sign-up checkout (lib/signup/payment.ts).
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { formatCardNumber, formatExpiry } from "@/lib/signup/payment";
import { TextField } from "./field";

type CardValues = FieldValues & { nameOnCard: string; number: string; expiry: string; cvc: string };

export function OfflineCardFields<T extends CardValues>({
  form,
  prefix,
}: {
  form: UseFormReturn<T>;
  prefix: string;
}) {
  const name = (n: keyof CardValues & string) => n as Path<T>;
  return (
    <div>
      <p className="mb-5 rounded-xl bg-amber-50 px-4 py-3 text-sm leading-6 text-amber-950 ring-1 ring-amber-200">
        Test mode: no card is charged. Use the test card{" "}
        <span className="font-semibold whitespace-nowrap tabular-nums">4242 4242 4242 4242</span>,
        any future date and any CVC.
      </p>
      <div className="grid gap-5 sm:grid-cols-6">
        <TextField
          form={form}
          prefix={prefix}
          name={name("nameOnCard")}
          label="Name on card"
          autoComplete="cc-name"
          className="sm:col-span-6"
        />
        <TextField
          form={form}
          prefix={prefix}
          name={name("number")}
          label="Card number"
          autoComplete="cc-number"
          inputMode="numeric"
          maxLength={23}
          className="sm:col-span-6"
          format={(value) => formatCardNumber(value)}
        />
        <TextField
          form={form}
          prefix={prefix}
          name={name("expiry")}
          label="Expiry (MM/YY)"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
          maxLength={5}
          className="sm:col-span-3"
          format={(value, deleting) => formatExpiry(value, deleting)}
        />
        <TextField
          form={form}
          prefix={prefix}
          name={name("cvc")}
          label="CVC"
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          className="sm:col-span-3"
          format={(value) => value.replace(/\D/g, "").slice(0, 4)}
        />
      </div>
    </div>
  );
}
