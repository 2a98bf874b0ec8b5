"use client";
// The kitchen's "edit address" on a box: the address the customer gave by phone or email, in the
// shared address form worded for the kitchen (chosen from the options, inside the delivery area),
// posted to POST /api/admin/orders/{orderId}/address. The box and the customer's default change.
import { AddressForm } from "@/components/addresses/address-form";
import { Button } from "@/components/ui/button";
import type { AddressInput } from "@/lib/addresses/schemas";
import { api } from "@/lib/client/api";

export function AddressEditor({
  id,
  orderId,
  number,
  customer,
  phone,
  onSaved,
  onCancel,
}: {
  id: string;
  orderId: string;
  number: string;
  customer: string;
  phone: string | null;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  async function save(values: AddressInput) {
    const answer = await api.post<{ message: string }>(
      `/api/admin/orders/${orderId}/address`,
      values,
    );
    onSaved(answer.message);
  }
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-3 rounded-xl bg-cream-50 p-3 ring-1 ring-forest-900/10 sm:p-4"
    >
      <h4 id={`${id}-heading`} className="mb-3 text-sm font-semibold text-forest-950">
        Delivery address for box <span className="whitespace-nowrap">{number}</span>
      </h4>
      <p className="mb-4 text-sm text-stone-700">
        It becomes {customer}&apos;s address for their deliveries too.
      </p>
      <AddressForm
        prefix={id}
        audience="kitchen"
        defaultValues={{
          street: "",
          city: "",
          placeId: "",
          province: "ON",
          unit: "",
          buzzer: "",
          postalCode: "",
          phone: phone ?? "",
          instructions: "",
        }}
        submitLabel="Save the address"
        onSave={save}
      >
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </AddressForm>
    </section>
  );
}
