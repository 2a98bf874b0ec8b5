"use client";
// The delivery address form: street chosen from the autocomplete (the sign-up's combobox), unit,
// city, province, buzzer, postal code, phone and instructions, checked by the same schema as the
// server's (lib/addresses/schemas.ts). The customer's Delivery address tab and the kitchen's
// "edit address" on an exception both use it; each says where it posts.
import { zodResolver } from "@hookform/resolvers/zod";
import { useRef, useState, type ReactNode } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { FormAlert } from "@/components/auth/form-alert";
import { fieldIds, FieldShell, TextField } from "@/components/forms/field";
import { applyServerErrors } from "@/components/forms/server-errors";
import { AddressAutocomplete } from "@/components/signup/checkout/address-autocomplete";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { keepsChosenPlace } from "@/lib/addresses/chosen-place";
import { ADDRESS_FIELD_ORDER } from "@/lib/addresses/field-order";
import { addressSchema, type AddressInput } from "@/lib/addresses/schemas";
import type { PlaceOption } from "@/lib/signup/api-types";

export function AddressForm({
  prefix,
  defaultValues,
  streetHint,
  submitLabel,
  onSave,
  children,
}: {
  /** Unique per page: the fields' ids start with it. */
  prefix: string;
  defaultValues: AddressInput;
  streetHint: string;
  submitLabel: string;
  /** Posts the address; throws the API's error (its field errors are shown on the fields). */
  onSave: (values: AddressInput) => Promise<void>;
  /** Beside the submit button (a Cancel, say). */
  children?: ReactNode;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  // The chosen option's own postal code ("" when it had none): see keepsChosenPlace.
  const chosenPostal = useRef("");
  const form = useForm<AddressInput>({
    resolver: zodResolver(addressSchema),
    defaultValues,
  });
  const errors = form.formState.errors;
  const placeId = useWatch({ control: form.control, name: "placeId" });
  const postalCode = useWatch({ control: form.control, name: "postalCode" });
  const streetError = errors.street?.message ?? errors.placeId?.message;
  const streetIds = fieldIds(prefix, "street", streetError, streetHint);

  function choose(option: PlaceOption) {
    const opts = { shouldDirty: true } as const;
    form.setValue("street", option.street, opts);
    form.setValue("city", option.city, opts);
    form.setValue("province", option.province || "ON", opts);
    if (option.postalCode) form.setValue("postalCode", option.postalCode, opts);
    chosenPostal.current = option.postalCode;
    form.setValue("placeId", option.placeId, opts);
    form.clearErrors(["street", "city", "postalCode", "placeId"]);
  }

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
      <div className="grid gap-5 sm:grid-cols-6">
        <FieldShell
          ids={streetIds}
          label="Street address"
          hint={streetHint}
          error={streetError}
          className="sm:col-span-4"
        >
          <Controller
            control={form.control}
            name="street"
            render={({ field }) => (
              <AddressAutocomplete
                id={streetIds.id}
                name={field.name}
                inputRef={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                postalCode={postalCode}
                chosen={Boolean(placeId)}
                invalid={Boolean(streetError)}
                describedBy={streetIds.describedBy}
                onType={(value) => {
                  field.onChange(value);
                  if (form.getValues("placeId")) {
                    form.setValue("placeId", "");
                    form.setValue("city", "");
                  }
                }}
                onChoose={choose}
              />
            )}
          />
        </FieldShell>
        <TextField
          form={form}
          prefix={prefix}
          name="unit"
          label="Apt / unit"
          optional
          className="sm:col-span-2"
        />
        <TextField
          form={form}
          prefix={prefix}
          name="city"
          label="City"
          readOnly
          hint="Filled in from the address you choose."
          className="sm:col-span-3"
        />
        <TextField
          form={form}
          prefix={prefix}
          name="province"
          label="Province"
          maxLength={2}
          className="sm:col-span-1"
          format={(value) => value.toUpperCase()}
        />
        <TextField
          form={form}
          prefix={prefix}
          name="buzzer"
          label="Buzzer"
          optional
          className="sm:col-span-2"
        />
        <TextField
          form={form}
          prefix={prefix}
          name="postalCode"
          label="Postal code"
          autoComplete="postal-code"
          maxLength={7}
          className="sm:col-span-3"
          format={(value) => {
            if (form.getValues("placeId") && !keepsChosenPlace(chosenPostal.current, value))
              form.setValue("placeId", "");
            return value.toUpperCase();
          }}
        />
        <TextField
          form={form}
          prefix={prefix}
          name="phone"
          label="Phone"
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          hint="For delivery updates by text."
          className="sm:col-span-3"
        />
        <TextField
          form={form}
          prefix={prefix}
          name="instructions"
          label="Delivery instructions"
          optional
          multiline
          hint="E.g. leave with the concierge, or side door."
          className="sm:col-span-6"
        />
      </div>
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
