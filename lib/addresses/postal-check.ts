// The sign-up's first question: do we deliver to this postal code? And if not, remember who asked.
import { z } from "zod";
import { db } from "@/lib/db";
import { findDeliveryCity, normalizePostalCode } from "@/lib/delivery-area/postal-code";
import { ADDRESS_MESSAGES } from "./schemas";

export const postalCodeSchema = z.object({
  postalCode: z
    .string({ message: ADDRESS_MESSAGES.postalCodeInvalid })
    .max(20, ADDRESS_MESSAGES.postalCodeInvalid)
    .refine((v) => normalizePostalCode(v) !== null, ADDRESS_MESSAGES.postalCodeInvalid),
});

export const notifyMeSchema = postalCodeSchema.extend({
  email: z.string().trim().toLowerCase().pipe(z.email("Enter a valid email address.")),
});

export type PostalCheck =
  | { deliverable: true; postalCode: string; city: string }
  | { deliverable: false; postalCode: string; message: string };

export async function checkPostalCode(raw: string): Promise<PostalCheck> {
  const postalCode = normalizePostalCode(raw) ?? raw;
  const city = await findDeliveryCity(postalCode);
  return city
    ? { deliverable: true, postalCode, city }
    : { deliverable: false, postalCode, message: ADDRESS_MESSAGES.outsideArea };
}

/** Stores a notify-me request once per email and postal code. */
export async function requestAreaNotification(email: string, rawPostalCode: string, now: Date) {
  const postalCode = normalizePostalCode(rawPostalCode) ?? rawPostalCode;
  // INSERT … ON CONFLICT DO NOTHING: atomic, so parallel identical requests cannot collide
  // (Prisma's upsert reads first, then inserts, and the loser of a race hits the unique index).
  await db.deliveryNotifyRequest.createMany({
    data: [{ email, postalCode, createdAt: now }],
    skipDuplicates: true,
  });
  return { ok: true, message: "Thanks! We'll email you as soon as we deliver to your area." };
}
