"use client";
// Checkout part 2: the delivery address, in the fields every address form shares.
import { AddressFields as SharedAddressFields } from "@/components/addresses/address-fields";
import type { CheckoutForm } from "./fields";
import { CheckoutSection } from "./section";

export function AddressFields({ form }: { form: CheckoutForm }) {
  return (
    <CheckoutSection
      id="checkout-address"
      number={2}
      title="Delivery address"
      description="Where should we leave your meals? They arrive chilled in an insulated box."
    >
      {/* The "checkout" prefix keeps the ids the error summary links to (fieldId in fields.tsx). */}
      <SharedAddressFields form={form} prefix="checkout" audience="customer" />
    </CheckoutSection>
  );
}
