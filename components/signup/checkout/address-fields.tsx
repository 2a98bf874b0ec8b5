"use client";
// Checkout part 2: the delivery address. The street comes from the autocomplete options (which
// also fill the city); unit, province, buzzer, postal code, phone and instructions are typed.
import { useRef } from "react";
import { Controller } from "react-hook-form";
import { keepsChosenPlace } from "@/lib/addresses/chosen-place";
import type { PlaceOption } from "@/lib/signup/api-types";
import { AddressAutocomplete } from "./address-autocomplete";
import {
  describedBy,
  FieldLabel,
  FieldMessages,
  fieldId,
  TextField,
  type CheckoutForm,
} from "./fields";
import { CheckoutSection } from "./section";

export function AddressFields({ form }: { form: CheckoutForm }) {
  const errors = form.formState.errors;
  const placeId = form.watch("placeId");
  const postalCode = form.watch("postalCode");
  const streetHint = "Type your street number and name, then choose your address from the list.";
  // The chosen option's own postal code ("" when it had none): see keepsChosenPlace.
  const chosenPostal = useRef("");

  function choose(option: PlaceOption) {
    const opts = { shouldDirty: true } as const;
    form.setValue("street", option.street, opts);
    form.setValue("city", option.city, opts);
    form.setValue("province", option.province || "ON", opts);
    if (option.postalCode) form.setValue("postalCode", option.postalCode, opts);
    chosenPostal.current = option.postalCode;
    form.setValue("placeId", option.placeId, opts);
    form.clearErrors(["street", "city", "postalCode"]);
  }

  return (
    <CheckoutSection
      id="checkout-address"
      number={2}
      title="Delivery address"
      description="Where should we leave your meals? They arrive chilled in an insulated box."
    >
      <div className="grid gap-5 sm:grid-cols-6">
        <div className="sm:col-span-4">
          <FieldLabel name="street">Street address</FieldLabel>
          <div className="mt-1.5">
            <Controller
              control={form.control}
              name="street"
              render={({ field }) => (
                <AddressAutocomplete
                  id={fieldId("street")}
                  name={field.name}
                  inputRef={field.ref}
                  value={field.value}
                  onBlur={field.onBlur}
                  postalCode={postalCode}
                  chosen={Boolean(placeId)}
                  invalid={Boolean(errors.street)}
                  describedBy={describedBy("street", errors.street?.message, streetHint)}
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
          </div>
          <FieldMessages name="street" error={errors.street?.message} hint={streetHint} />
        </div>
        <TextField
          form={form}
          name="unit"
          label="Apt / unit"
          optional
          autoComplete="address-line2"
          className="sm:col-span-2"
        />
        <TextField
          form={form}
          name="city"
          label="City"
          readOnly
          hint="Filled in from the address you choose."
          className="sm:col-span-3"
        />
        <TextField
          form={form}
          name="province"
          label="Province"
          autoComplete="address-level1"
          maxLength={2}
          className="sm:col-span-1"
          onValueChange={(value) => value.toUpperCase()}
        />
        <TextField form={form} name="buzzer" label="Buzzer" optional className="sm:col-span-2" />
        <TextField
          form={form}
          name="postalCode"
          label="Postal code"
          autoComplete="postal-code"
          autoCapitalize="characters"
          maxLength={7}
          className="sm:col-span-3"
          onValueChange={(value) => {
            if (form.getValues("placeId") && !keepsChosenPlace(chosenPostal.current, value))
              form.setValue("placeId", "");
            return value.toUpperCase();
          }}
        />
        <TextField
          form={form}
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
          name="instructions"
          label="Delivery instructions"
          optional
          multiline
          hint="E.g. leave with the concierge, or side door."
          className="sm:col-span-6"
        />
      </div>
    </CheckoutSection>
  );
}
