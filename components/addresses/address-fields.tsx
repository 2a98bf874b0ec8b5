"use client";
// The delivery address's fields, one set for every form that asks for it: the checkout, the
// account's Delivery address tab and the kitchen's "edit address" (address-form.tsx). The postal
// code comes first (the autocomplete offers the street in the city that serves it); the street is
// chosen from the autocomplete (which fills the city and province); unit, buzzer, phone and
// instructions are typed. Hints speak to whoever fills it in.
import { useRef } from "react";
import { Controller, useWatch, type UseFormReturn } from "react-hook-form";
import { fieldIds, FieldShell, TextField } from "@/components/forms/field";
import { AddressAutocomplete } from "@/components/signup/checkout/address-autocomplete";
import { ADDRESS_COPY, type AddressAudience } from "@/lib/addresses/address-copy";
import { keepsChosenPlace } from "@/lib/addresses/chosen-place";
import type { PlaceOption } from "@/lib/signup/api-types";

/** The address part of a form's values (the optional ones have defaults in the schema). */
export interface AddressFieldValues {
  street: string;
  city: string;
  unit?: string;
  province?: string;
  buzzer?: string;
  postalCode: string;
  phone: string;
  instructions?: string;
  /** Set when an autocomplete option is chosen; cleared when the street is edited by hand. */
  placeId: string;
}

export function AddressFields<T extends AddressFieldValues>({
  form: anyForm,
  prefix,
  audience,
}: {
  form: UseFormReturn<T>;
  /** Unique per page: the fields' ids start with it (`${prefix}-street`). */
  prefix: string;
  audience: AddressAudience;
}) {
  // Only the address's own names are touched, which every T has; react-hook-form's path types
  // cannot see that through a generic, so the form is read as the address part alone.
  const form = anyForm as unknown as UseFormReturn<AddressFieldValues>;
  const copy = ADDRESS_COPY[audience];
  // The chosen option's own postal code ("" when it had none): see keepsChosenPlace.
  const chosenPostal = useRef("");
  const errors = form.formState.errors;
  const placeId = useWatch({ control: form.control, name: "placeId" });
  const postalCode = useWatch({ control: form.control, name: "postalCode" });
  const streetError = errors.street?.message ?? errors.placeId?.message;
  const streetIds = fieldIds(prefix, "street", streetError, copy.streetHint);

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

  return (
    <div className="grid gap-5 sm:grid-cols-6">
      {/* First: the street's options are the postal code's city's (issue 38). */}
      <TextField
        form={form}
        prefix={prefix}
        name="postalCode"
        label="Postal code"
        autoComplete="postal-code"
        autoCapitalize="characters"
        maxLength={7}
        className="sm:col-span-2"
        format={(value) => {
          if (form.getValues("placeId") && !keepsChosenPlace(chosenPostal.current, value))
            form.setValue("placeId", "");
          return value.toUpperCase();
        }}
      />
      <FieldShell
        ids={streetIds}
        label="Street address"
        hint={copy.streetHint}
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
        autoComplete="address-line2"
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
        autoComplete="address-level1"
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
        name="phone"
        label="Phone"
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        hint={copy.phoneHint}
        className="sm:col-span-4"
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
  );
}
