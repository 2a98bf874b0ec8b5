// Sign-up: a customer account, its role and its first session, written together or not at all.
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Allergen } from "@/lib/menus/allergens";
import { AUTH_MESSAGES } from "./messages";
import { hashPassword } from "./password";
import { newReferralCode } from "./referral-code";
import { ROLES } from "./roles";
import type { RegisterInput } from "./schemas";
import { createSession, type IssuedSession } from "./sessions";
import { isUniqueViolation, uniqueViolationOn } from "@/lib/db/unique-violation";

const REFERRAL_CODE_TRIES = 5;

export interface Registered {
  userId: string;
  token: string;
  session: IssuedSession;
}

/** What the sign-up funnel knows besides the account itself, written in the same transaction. */
export interface RegistrationExtras {
  deliveryDay?: "MONDAY" | "THURSDAY";
  deliveryTime?: string;
  /** Allergens to avoid, from the funnel's meal step (already checked and deduplicated). */
  allergenExclusions?: Allergen[];
  /** The customer whose referral link brought this one (credited later, by billing). */
  referrer?: { id: string; code: string };
}

/** `input` comes from registerSchema, so the email is already normalised. */
export async function registerUser(
  input: RegisterInput,
  now: Date,
  extras: RegistrationExtras = {},
): Promise<Registered> {
  const email = input.email;
  // A friendly early answer; the unique index below still decides when two sign-ups race.
  if (await db.user.findUnique({ where: { email }, select: { id: true } })) throw emailTaken();

  const passwordHash = await hashPassword(input.password);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.$transaction(async (tx) => {
        const user = await tx.user.create({
          data: {
            email,
            passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
            referralCode: newReferralCode(),
            deliveryDay: extras.deliveryDay,
            deliveryTime: extras.deliveryTime,
            allergenExclusions: extras.allergenExclusions,
            referredById: extras.referrer?.id,
            createdAt: now,
            roles: {
              create: {
                role: {
                  // The seed creates the roles; this keeps sign-up working on an unseeded database.
                  connectOrCreate: {
                    where: { slug: ROLES.customer },
                    create: { slug: ROLES.customer, name: "Customer" },
                  },
                },
              },
            },
          },
          select: { id: true },
        });
        if (extras.referrer) {
          await tx.referral.create({
            data: {
              referrerId: extras.referrer.id,
              referredUserId: user.id,
              code: extras.referrer.code,
              createdAt: now,
            },
          });
        }
        const session = await createSession(user.id, "API", now, tx);
        return { userId: user.id, token: session.token, session };
      });
    } catch (error) {
      if (uniqueViolationOn(error, "User", "email")) throw emailTaken();
      // Anything else unique here is the referral code (or the role, created by a racing sign-up).
      if (isUniqueViolation(error) && attempt < REFERRAL_CODE_TRIES) continue;
      throw error;
    }
  }
}

function emailTaken() {
  return new AppError("CONFLICT", AUTH_MESSAGES.emailTaken);
}
