// The delivery address form, shared by the checkout/account forms and POST /api/addresses; the
// kitchen's "edit address" checks the same rules in its own words (address-copy.ts).
import { z } from "zod";
import { ADDRESS_COPY, type AddressAudience } from "./address-copy";

export const ADDRESS_MESSAGES = {
  chooseFromOptions: "You must select an address from the provided options to proceed.",
  outsideArea: ADDRESS_COPY.customer.outsideArea,
  postalCodeInvalid: "Enter a valid Canadian postal code, like M5V 2T6.",
  phoneInvalid: "Enter a 10-digit phone number.",
} as const;

function addressSchemaFor(audience: AddressAudience) {
  const copy = ADDRESS_COPY[audience];
  return z.object({
    street: z.string().trim().min(3, copy.streetMissing).max(200),
    city: z.string().trim().min(2, copy.cityMissing).max(100),
    unit: z.string().trim().max(30).optional().default(""),
    province: z
      .string()
      .trim()
      .length(2, "Use the two-letter province code, like ON.")
      .default("ON"),
    buzzer: z.string().trim().max(30).optional().default(""),
    postalCode: z
      .string()
      .trim()
      .min(6, ADDRESS_MESSAGES.postalCodeInvalid)
      .max(7, ADDRESS_MESSAGES.postalCodeInvalid),
    phone: z
      .string()
      .transform((v) => v.replace(/[^\d]/g, "").replace(/^1(?=\d{10}$)/, ""))
      .refine((v) => /^\d{10}$/.test(v), ADDRESS_MESSAGES.phoneInvalid),
    instructions: z.string().trim().max(500).optional().default(""),
    placeId: z
      .string({ message: ADDRESS_MESSAGES.chooseFromOptions })
      .min(1, ADDRESS_MESSAGES.chooseFromOptions)
      .max(2000),
  });
}

/** The customer's own address (checkout, account, POST /api/addresses). */
export const addressSchema = addressSchemaFor("customer");
/** The same rules, worded for the kitchen typing a customer's address. */
export const kitchenAddressSchema = addressSchemaFor("kitchen");
export const ADDRESS_SCHEMAS = { customer: addressSchema, kitchen: kitchenAddressSchema } as const;
export type AddressInput = z.input<typeof addressSchema>;
export type Address = z.output<typeof addressSchema>;
