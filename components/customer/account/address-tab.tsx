"use client";
// The Delivery address tab: the address on file and a new one chosen from the autocomplete (the
// sign-up's combobox), saved with POST /api/addresses, which keeps it inside the delivery area.
import { zodResolver } from "@hookform/resolvers/zod";
import { useRef, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { useSWRConfig } from "swr";
import { FormAlert } from "@/components/auth/form-alert";
import { fieldIds, FieldShell, TextField } from "@/components/forms/field";
import { applyServerErrors } from "@/components/forms/server-errors";
import { AddressAutocomplete } from "@/components/signup/checkout/address-autocomplete";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { CustomerAccountDto } from "@/lib/account/dto";
import { keepsChosenPlace } from "@/lib/addresses/chosen-place";
import { ADDRESS_FIELD_ORDER } from "@/lib/addresses/field-order";
import { addressSchema, type AddressInput } from "@/lib/addresses/schemas";
import { api } from "@/lib/client/api";
import type { PlaceOption } from "@/lib/signup/api-types";
import { Fact, PanelHeading, Section } from "./panel";
import { accountKey } from "./use-account";

function emptyForm(current: CustomerAccountDto["address"]): AddressInput {
  return {
    street: "",
    city: "",
    placeId: "",
    province: "ON",
    unit: current?.unit ?? "",
    buzzer: current?.buzzer ?? "",
    postalCode: "",
    phone: current?.phone ?? "",
    instructions: current?.instructions ?? "",
  };
}

export function AddressTab({ userId, account }: { userId: string; account: CustomerAccountDto }) {
  const { mutate } = useSWRConfig();
  const current = account.address;
  const [failure, setFailure] = useState<string | null>(null);
  // The chosen option's own postal code ("" when it had none): see keepsChosenPlace.
  const chosenPostal = useRef("");
  const form = useForm<AddressInput>({
    resolver: zodResolver(addressSchema),
    defaultValues: emptyForm(current),
  });
  const errors = form.formState.errors;
  const placeId = useWatch({ control: form.control, name: "placeId" });
  const postalCode = useWatch({ control: form.control, name: "postalCode" });
  const streetHint = "Type your street number and name, then choose your address from the list.";
  const streetError = errors.street?.message ?? errors.placeId?.message;
  const streetIds = fieldIds("address", "street", streetError, streetHint);

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
      await api.post("/api/addresses", values);
      toast.success("Your delivery address is updated.");
      await mutate(accountKey(userId));
      form.reset({ ...emptyForm(null), phone: values.phone });
    } catch (error) {
      setFailure(applyServerErrors(form, error, [...ADDRESS_FIELD_ORDER, "placeId"]));
    }
  }

  return (
    <>
      <PanelHeading title="Delivery address">
        Where we leave your meals. They arrive chilled in an insulated box.
      </PanelHeading>

      <Section id="address-current" title="Address on file">
        {current ? (
          <dl className="grid gap-4 sm:grid-cols-2" data-testid="current-address">
            <Fact label="Address">
              {current.street}
              {current.unit ? `, unit ${current.unit}` : ""}
              <br />
              {current.city}, {current.province} {current.postalCode}
            </Fact>
            <Fact label="Phone">{current.phone}</Fact>
            {current.buzzer ? <Fact label="Buzzer">{current.buzzer}</Fact> : null}
            {current.instructions ? <Fact label="Instructions">{current.instructions}</Fact> : null}
          </dl>
        ) : (
          <p className="text-muted">No address yet.</p>
        )}
      </Section>

      <Section
        id="address-new"
        title="Change your address"
        description="We deliver to Toronto, Mississauga, Oakville, Brampton, Vaughan, Richmond Hill, Markham, Pickering and Ajax."
      >
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
              prefix="address"
              name="unit"
              label="Apt / unit"
              optional
              className="sm:col-span-2"
            />
            <TextField
              form={form}
              prefix="address"
              name="city"
              label="City"
              readOnly
              hint="Filled in from the address you choose."
              className="sm:col-span-3"
            />
            <TextField
              form={form}
              prefix="address"
              name="province"
              label="Province"
              maxLength={2}
              className="sm:col-span-1"
              format={(value) => value.toUpperCase()}
            />
            <TextField
              form={form}
              prefix="address"
              name="buzzer"
              label="Buzzer"
              optional
              className="sm:col-span-2"
            />
            <TextField
              form={form}
              prefix="address"
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
              prefix="address"
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
              prefix="address"
              name="instructions"
              label="Delivery instructions"
              optional
              multiline
              hint="E.g. leave with the concierge, or side door."
              className="sm:col-span-6"
            />
          </div>
          <Button type="submit" className="mt-6" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? (
              <Spinner className="text-current" label="Saving" />
            ) : null}
            Save address
          </Button>
        </form>
      </Section>
    </>
  );
}
