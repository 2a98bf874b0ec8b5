// The sign-up funnel's account step: POST /api/auth/validate-customer checks the form (and that
// the email is free) before anything is written; POST /api/auth/register/customer creates the
// account with the delivery schedule chosen earlier, the allergens to avoid picked at the meal
// step, and the referral code from `?ref=`.
import { z } from "zod";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { deliveryChoiceSchema } from "@/lib/delivery-schedule/delivery-choice";
import { allergenExclusionsSchema } from "@/lib/users/allergen-exclusions";
import { AUTH_MESSAGES } from "./messages";
import { registerUser, type RegistrationExtras } from "./register";
import { registerSchema } from "./schemas";

/** The funnel always sends confirmPassword. */
export const validateCustomerSchema = registerSchema.refine(
  (v) => v.confirmPassword !== undefined,
  {
    path: ["confirmPassword"],
    message: "Please confirm your password",
  },
);

export const registerCustomerSchema = z.intersection(
  validateCustomerSchema,
  deliveryChoiceSchema.extend({
    referralCode: z.string().trim().toUpperCase().max(32).optional(),
    allergenExclusions: allergenExclusionsSchema.optional(),
  }),
);
export type RegisterCustomerInput = z.infer<typeof registerCustomerSchema>;

export async function assertEmailAvailable(email: string): Promise<{ valid: true }> {
  const taken = await db.user.findUnique({ where: { email }, select: { id: true } });
  if (taken) throw new AppError("CONFLICT", AUTH_MESSAGES.emailTaken);
  return { valid: true };
}

export async function registerCustomer(input: RegisterCustomerInput, now: Date) {
  const extras: RegistrationExtras = {
    deliveryDay: input.deliveryDay,
    deliveryTime: input.deliveryTime,
    allergenExclusions: input.allergenExclusions,
  };
  if (input.referralCode) {
    // An unknown or own code is ignored rather than blocking a sign-up.
    const referrer = await db.user.findUnique({
      where: { referralCode: input.referralCode },
      select: { id: true, email: true, referralCode: true },
    });
    if (referrer && referrer.email !== input.email) {
      extras.referrer = { id: referrer.id, code: referrer.referralCode };
    }
  }
  return registerUser(input, now, extras);
}
