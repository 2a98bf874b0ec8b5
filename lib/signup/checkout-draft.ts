// The checkout form's values, and the part of them kept in sessionStorage so a reload loses
// nothing typed: never passwords or card data. No zod here: the earlier steps load this file to
// clear the draft.

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
