// The checkout form's client-side checks, run before anything is sent, with the server's own zod
// schemas (the server checks everything again). The page loads this module after it renders
// (loadCheckoutChecks in checkout-fields.ts): zod is 44 kB of gzip the first paint does not need.
import { z } from "zod";
import { ADDRESS_MESSAGES, addressSchema } from "@/lib/addresses/schemas";
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { registerSchema } from "@/lib/auth/schemas";
import { cardFormSchema } from "@/lib/payments/card-form";
import type { CheckoutField, CheckoutValues } from "./checkout-draft";
import {
  CHECKOUT_FIELD_ORDER,
  PAYMENT_METHOD_MISSING,
  cardFieldsBlank,
  type CheckoutErrors,
  type CheckoutRules,
} from "./checkout-fields";

const accountSchema = registerSchema.and(
  z.object({ confirmPassword: z.string().min(1, "Please confirm your password") }),
);

const addressFieldsSchema = addressSchema.omit({ placeId: true });

function collect(errors: CheckoutErrors, result: z.ZodSafeParseResult<unknown>) {
  if (result.success) return;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as CheckoutField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
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
