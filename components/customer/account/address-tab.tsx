"use client";
// The Delivery address tab: the address on file and a new one chosen from the autocomplete (the
// sign-up's combobox), saved with POST /api/addresses, which keeps it inside the delivery area.
import { toast } from "sonner";
import { useSWRConfig } from "swr";
import { AddressForm } from "@/components/addresses/address-form";
import type { CustomerAccountDto } from "@/lib/account/dto";
import type { AddressInput } from "@/lib/addresses/schemas";
import { api } from "@/lib/client/api";
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
  async function save(values: AddressInput) {
    await api.post("/api/addresses", values);
    toast.success("Your delivery address is updated.");
    await mutate(accountKey(userId));
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
        <AddressForm
          prefix="address"
          audience="customer"
          defaultValues={emptyForm(current)}
          submitLabel="Save address"
          onSave={save}
        />
      </Section>
    </>
  );
}
