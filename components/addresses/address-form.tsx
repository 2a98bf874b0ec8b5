"use client";
// The delivery address form on its own (the shared fields of address-fields.tsx, a submit and the
// server's refusals), checked by the same schema as the server's (lib/addresses/schemas.ts). The
// customer's Delivery address tab and the kitchen's "edit address" on an exception both use it;
// each says where it posts and who fills it in (the hints and errors speak to them).
import { zodResolver } from "@hookform/resolvers/zod";
import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { FormAlert } from "@/components/auth/form-alert";
import { applyServerErrors } from "@/components/forms/server-errors";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { AddressAudience } from "@/lib/addresses/address-copy";
import { ADDRESS_FIELD_ORDER } from "@/lib/addresses/field-order";
import { ADDRESS_SCHEMAS, type AddressInput } from "@/lib/addresses/schemas";
import { AddressFields } from "./address-fields";

export function AddressForm({
  prefix,
  audience,
  defaultValues,
  submitLabel,
  onSave,
  children,
}: {
  /** Unique per page: the fields' ids start with it. */
  prefix: string;
  /** The customer typing their own address, or the kitchen typing one a customer gave them. */
  audience: AddressAudience;
  defaultValues: AddressInput;
  submitLabel: string;
  /** Posts the address; throws the API's error (its field errors are shown on the fields). */
  onSave: (values: AddressInput) => Promise<void>;
  /** Beside the submit button (a Cancel, say). */
  children?: ReactNode;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AddressInput>({
    resolver: zodResolver(ADDRESS_SCHEMAS[audience]),
    defaultValues,
  });

  async function submit(values: AddressInput) {
    setFailure(null);
    try {
      await onSave(values);
      // A blank form for the next change; the phone stays (the same person answers it).
      form.reset({
        street: "",
        city: "",
        placeId: "",
        province: "ON",
        unit: "",
        buzzer: "",
        postalCode: "",
        phone: values.phone,
        instructions: "",
      });
    } catch (error) {
      setFailure(applyServerErrors(form, error, [...ADDRESS_FIELD_ORDER, "placeId"]));
    }
  }

  return (
    <form method="post" onSubmit={form.handleSubmit(submit)} noValidate>
      <FormAlert>{failure}</FormAlert>
      <AddressFields form={form} prefix={prefix} audience={audience} />
      <div className="mt-6 flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <Spinner className="text-current" label="Saving" /> : null}
          {submitLabel}
        </Button>
        {children}
      </div>
    </form>
  );
}
