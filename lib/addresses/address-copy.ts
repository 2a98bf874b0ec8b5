// Who fills in the delivery address form, and the words its hints and errors use for them: the
// customer (checkout, the account's Delivery address tab) writes their own address; the kitchen
// (a box's "edit address" on an exception) writes the one a customer gave by phone or email.
// No zod here: the checkout's first paint loads it.

export type AddressAudience = "customer" | "kitchen";

export interface AddressCopy {
  streetHint: string;
  streetMissing: string;
  cityMissing: string;
  phoneHint: string;
  outsideArea: string;
}

export const ADDRESS_COPY: Record<AddressAudience, AddressCopy> = {
  customer: {
    streetHint:
      "With your postal code entered, type your street number and name, then choose your address from the list.",
    streetMissing: "Enter your street address.",
    cityMissing: "Enter your city.",
    phoneHint: "For delivery updates by text.",
    // The spec's words (SPEC.md, validation messages).
    outsideArea:
      "Bummer! We don't deliver to your area. We'll notify you via email when it becomes available.",
  },
  kitchen: {
    streetHint:
      "With the postal code entered, type the street number and name, then choose the address from the list.",
    streetMissing: "Enter the street address.",
    cityMissing: "Enter the city.",
    phoneHint: "The customer's number, for delivery updates by text.",
    // Nobody is put on a waiting list here: say what the kitchen can do instead.
    outsideArea:
      "This postal code is outside the delivery area, so the box cannot go there. Ask the customer for another address, or hold the box.",
  },
};
