// The checkout form: its fields, which of them survive a reload (never passwords or card data),
// and the client-side checks run before anything is sent. The server checks everything again.
import { z } from "zod";
import { ADDRESS_MESSAGES, addressSchema } from "@/lib/addresses/schemas";
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { registerSchema } from "@/lib/auth/schemas";
import { cardFormSchema } from "@/lib/payments/card-form";

export interface CheckoutValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  street: string;
  city: string;
  unit: string;
  province: string;
  buzzer: string;
  postalCode: string;
  phone: string;
  instructions: string;
  /** Set when an autocomplete option is chosen; cleared when the street is edited by hand. */
  placeId: string;
  nameOnCard: string;
  number: string;
  expiry: string;
  cvc: string;
}

export type CheckoutField = keyof CheckoutValues;

export const PAYMENT_METHOD_MISSING = "Payment method missing";

/** The order fields appear on screen, so the first error found is the first one a person sees. */
export const CHECKOUT_FIELD_ORDER: readonly CheckoutField[] = [
  "firstName",
  "lastName",
  "email",
  "password",
  "confirmPassword",
  "street",
  "unit",
  "city",
  "province",
  "buzzer",
  "postalCode",
  "phone",
  "instructions",
  "nameOnCard",
  "number",
  "expiry",
  "cvc",
];

const SECRET_FIELDS = [
  "password",
  "confirmPassword",
  "nameOnCard",
  "number",
  "expiry",
  "cvc",
] as const;
type SecretField = (typeof SECRET_FIELDS)[number];
export type CheckoutDraft = Omit<CheckoutValues, SecretField>;

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

/** What may be kept in sessionStorage: everything typed except passwords and card data. */
export function toDraft(values: CheckoutValues): CheckoutDraft {
  const draft: Partial<CheckoutValues> = { ...values };
  for (const field of SECRET_FIELDS) delete draft[field];
  return draft as CheckoutDraft;
}

const DRAFT_KEY = "lakeshore.signup.checkout.v1";

export function readCheckoutDraft(): Partial<CheckoutDraft> {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== "object") return {};
    const draft: Partial<Record<string, string>> = {};
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value === "string" && !(SECRET_FIELDS as readonly string[]).includes(key))
        draft[key] = value;
    }
    return draft as Partial<CheckoutDraft>;
  } catch {
    return {};
  }
}

export function writeCheckoutDraft(values: CheckoutValues): void {
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(toDraft(values)));
  } catch {
    // quota or privacy mode
  }
}

export function clearCheckoutDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // ignore
  }
}

export interface CheckoutRules {
  /** False once the account exists (its fields are no longer shown). */
  needsAccount: boolean;
  /** False when a card was already saved in this funnel and no new one was typed. */
  needsCard: boolean;
  /** False when the card is entered in the provider's own form (Stripe Elements). */
  cardFieldsInForm: boolean;
}

const accountSchema = registerSchema.and(
  z.object({ confirmPassword: z.string().min(1, "Please confirm your password") }),
);

const addressFieldsSchema = addressSchema.omit({ placeId: true });

export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

function collect(errors: CheckoutErrors, result: z.ZodSafeParseResult<unknown>) {
  if (result.success) return;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as CheckoutField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
}

export function cardFieldsBlank(
  values: Pick<CheckoutValues, (typeof CARD_FIELDS)[number]>,
): boolean {
  return CARD_FIELDS.every((field) => values[field].trim() === "");
}

/** Every client-side problem with the form, one message per field, in screen order. */
export function validateCheckout(values: CheckoutValues, rules: CheckoutRules): CheckoutErrors {
  const errors: CheckoutErrors = {};
  if (rules.needsAccount) {
    collect(errors, accountSchema.safeParse(values));
    if (!errors.confirmPassword && values.confirmPassword !== values.password) {
      errors.confirmPassword = AUTH_MESSAGES.passwordsDiffer;
    }
  }
  collect(errors, addressFieldsSchema.safeParse(values));
  // An address typed by hand cannot be delivered to: it must be one of the options offered.
  if (!errors.street && !values.placeId) errors.street = ADDRESS_MESSAGES.chooseFromOptions;
  // The city comes with the chosen address; the street's message already says what to do.
  if (errors.street) delete errors.city;

  if (rules.cardFieldsInForm) {
    if (cardFieldsBlank(values)) {
      if (rules.needsCard) errors.number = PAYMENT_METHOD_MISSING;
    } else {
      collect(errors, cardFormSchema.safeParse(values));
    }
  }
  const ordered: CheckoutErrors = {};
  for (const field of CHECKOUT_FIELD_ORDER) if (errors[field]) ordered[field] = errors[field];
  return ordered;
}

/** The body of POST /api/addresses, and a key that tells whether it changed since last saved. */
export function addressBody(values: CheckoutValues) {
  const parsed = addressSchema.parse(values);
  return { body: parsed, key: JSON.stringify(parsed) };
}

/** A new postal code means a new address: forget the one typed for the old code. */
export function clearCheckoutAddress(): void {
  const stale = new Set(["street", "city", "placeId", "postalCode", "unit", "buzzer"]);
  const kept = Object.entries(readCheckoutDraft()).filter(([field]) => !stale.has(field));
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // ignore
  }
}
