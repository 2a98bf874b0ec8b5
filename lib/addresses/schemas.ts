// The delivery address form, shared by the checkout/account forms and POST /api/addresses.
import { z } from "zod";

export const ADDRESS_MESSAGES = {
  chooseFromOptions: "You must select an address from the provided options to proceed.",
  outsideArea:
    "Bummer! We don't deliver to your area. We'll notify you via email when it becomes available.",
  postalCodeInvalid: "Enter a valid Canadian postal code, like M5V 2T6.",
  phoneInvalid: "Enter a 10-digit phone number.",
} as const;

export const addressSchema = z.object({
  street: z.string().trim().min(3, "Enter your street address.").max(200),
  city: z.string().trim().min(2, "Enter your city.").max(100),
  unit: z.string().trim().max(30).optional().default(""),
  province: z.string().trim().length(2, "Use the two-letter province code, like ON.").default("ON"),
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
export type AddressInput = z.input<typeof addressSchema>;
export type Address = z.output<typeof addressSchema>;
