// Answer schemas of the public sign-up funnel's calls (addresses, codes, password reset).
// The operation docs (app/api/openapi.json/answer-docs.ts) type each against its route's answer,
// so a route whose answer changes fails the typecheck until its schema here follows.
import { z } from "zod";
import { addressSchema } from "./customer";

export const savedAddressSchema = addressSchema
  .extend({ id: z.string() })
  .meta({ id: "SavedAddress" });

export const addressOptionsSchema = z
  .object({
    provider: z.enum(["built-in", "google"]),
    options: z.array(
      z.object({
        placeId: z.string(),
        description: z.string(),
        street: z.string(),
        city: z.string(),
        province: z.string(),
        postalCode: z.string(),
      }),
    ),
  })
  .meta({ id: "AddressOptions" });

export const notifyMeSchema = z
  .object({ ok: z.boolean(), message: z.string() })
  .meta({ id: "NotifyMe" });

export const postalCodeCheckSchema = z
  .union([
    z.object({ deliverable: z.literal(true), postalCode: z.string(), city: z.string() }),
    z.object({ deliverable: z.literal(false), postalCode: z.string(), message: z.string() }),
  ])
  .meta({ id: "PostalCodeCheck" });

export const messageSchema = z.object({ message: z.string() }).meta({ id: "Message" });

export const offlineCardTokenSchema = z
  .object({ id: z.string(), brand: z.string(), last4: z.string(), testMode: z.boolean() })
  .meta({ id: "OfflineCardToken" });

export const codeLookupSchema = z
  .union([
    z.object({
      kind: z.literal("coupon"),
      id: z.string(),
      description: z.string(),
      code: z.string(),
      discountType: z.enum(["PERCENT", "AMOUNT"]),
      percentOff: z.number().nullable(),
      amountOffCents: z.number().nullable(),
      duration: z.enum(["FIRST_ORDER", "RECURRING"]),
    }),
    z.object({
      kind: z.literal("gift"),
      id: z.string(),
      code: z.string(),
      balanceCents: z.number(),
    }),
  ])
  .meta({ id: "CodeLookup" });

export const emailAvailableSchema = z
  .object({ valid: z.literal(true) })
  .meta({ id: "EmailAvailable" });
