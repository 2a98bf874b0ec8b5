// The checkout form's fields in screen order, their empty values and the rules that decide which
// are asked for. No zod here: the checks themselves are in checkout-form.ts, loaded after the page.
import { ADDRESS_FIELD_ORDER } from "@/lib/addresses/field-order";
import type { CheckoutField, CheckoutValues } from "./checkout-draft";

export const PAYMENT_METHOD_MISSING = "Payment method missing";

/** The order fields appear on screen, so the first error found is the first one a person sees. */
export const CHECKOUT_FIELD_ORDER: readonly CheckoutField[] = [
  "firstName",
  "lastName",
  "email",
  "password",
  "confirmPassword",
  ...ADDRESS_FIELD_ORDER,
  "nameOnCard",
  "number",
  "expiry",
  "cvc",
];

export const CARD_FIELDS = ["nameOnCard", "number", "expiry", "cvc"] as const;

export function emptyCheckoutValues(postalCode = ""): CheckoutValues {
  return {
    firstName: "",
    lastName: "",
    email: "",
    password: "",
    confirmPassword: "",
    street: "",
    city: "",
    unit: "",
    province: "ON",
    buzzer: "",
    postalCode,
    phone: "",
    instructions: "",
    placeId: "",
    nameOnCard: "",
    number: "",
    expiry: "",
    cvc: "",
  };
}

export interface CheckoutRules {
  /** False once the account exists (its fields are no longer shown). */
  needsAccount: boolean;
  /** False when a card was already saved in this funnel and no new one was typed. */
  needsCard: boolean;
  /** False when the card is entered in the provider's own form (Stripe Elements). */
  cardFieldsInForm: boolean;
}

export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

export function cardFieldsBlank(
  values: Pick<CheckoutValues, (typeof CARD_FIELDS)[number]>,
): boolean {
  return CARD_FIELDS.every((field) => values[field].trim() === "");
}

/** The zod checks and the address body, fetched once the page has rendered, not with it. */
export const loadCheckoutChecks = () => import("./checkout-form");
