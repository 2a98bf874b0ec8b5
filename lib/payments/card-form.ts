// The offline provider's card form: one schema for the form and the tokenizing handler.
import { DateTime } from "luxon";
import { z } from "zod";
import { ZONE } from "@/lib/clock";
import { luhnValid } from "./offline-cards";

export const CARD_FORM_MESSAGES = {
  nameRequired: "Enter the name on your card.",
  numberInvalid: "Your card number is invalid.",
  expiryFormat: "Enter the expiry date as MM/YY.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcInvalid: "Your card's security code is invalid.",
} as const;

export const cardFormSchema = z.object({
  nameOnCard: z.string().trim().min(1, CARD_FORM_MESSAGES.nameRequired).max(100),
  number: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ""))
    .refine(luhnValid, CARD_FORM_MESSAGES.numberInvalid),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, CARD_FORM_MESSAGES.expiryFormat),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, CARD_FORM_MESSAGES.cvcInvalid),
});

export type CardFormInput = z.input<typeof cardFormSchema>;

/**
 * The tokenizing endpoint's body: the card fields only. Anything else (a password, an address
 * sent along by mistake) is refused with a 400 rather than silently carried into the handler.
 */
export const cardTokenBodySchema = cardFormSchema.strict();

export function parseExpiry(expiry: string): { expMonth: number; expYear: number } {
  const [mm, yy] = expiry.split("/").map((part) => Number(part.trim()));
  return { expMonth: mm, expYear: 2000 + yy };
}

/** A card is good through the last day of its expiry month (Toronto time). */
export function isExpired(expiry: { expMonth: number; expYear: number }, now: Date): boolean {
  const lastMoment = DateTime.fromObject(
    { year: expiry.expYear, month: expiry.expMonth },
    { zone: ZONE },
  ).endOf("month");
  return DateTime.fromJSDate(now).setZone(ZONE) > lastMoment;
}
