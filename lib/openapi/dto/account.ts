// Response schemas of the signed-in reads and writes the contract test samples. Typed against the
// domain DTOs, so a field added to or retyped in a DTO fails the typecheck until its schema follows.
import { z } from "zod";
import { ALLERGENS } from "@/lib/menus/allergens";
import type { NotificationListDto } from "@/lib/notifications/dto";
import type { AllergenExclusionsDto } from "@/lib/users/allergen-exclusions-schema";
import { DIET_IDS, type DietPreferenceDto } from "@/lib/users/diet-preference-schema";
import type { MeDto } from "@/lib/users/dto";
import { accountStatus, deliveryDay, instant, subscriptionStatus } from "./common";

export const meSchema: z.ZodType<MeDto> = z
  .object({
    id: z.string(),
    email: z.email(),
    firstName: z.string(),
    lastName: z.string(),
    roles: z.array(z.object({ slug: z.string() })),
    status: accountStatus,
    onboardingStatus: z.enum(["pending", "complete"]),
    onboardingCompletedAt: instant.nullable(),
    isNew: z.boolean(),
    balance: z
      .number()
      .int()
      .meta({ description: "Cents, Stripe-style: negative is credit owed to the customer." }),
    deliveryDay: deliveryDay.nullable(),
    deliveryTime: z.string().nullable(),
    lastAccessedRole: z.string().nullable(),
    referralCode: z.string(),
    activeSubscription: z
      .object({
        id: z.string(),
        planId: z.string(),
        status: subscriptionStatus,
        deliveryDay,
        deliveryTime: z.string(),
      })
      .nullable(),
  })
  .meta({ id: "Me" });

export const signedInSchema = z
  .object({
    token: z.string().meta({
      description: "Bearer token; a non-secret marker when the web client asked for a cookie.",
    }),
    user: meSchema.nullable(),
  })
  .meta({ id: "SignedIn" });

export const allergenExclusionsSchema: z.ZodType<AllergenExclusionsDto> = z
  .object({ allergenExclusions: z.array(z.enum(ALLERGENS)) })
  .meta({ id: "AllergenExclusions", examples: [{ allergenExclusions: ["Milk", "Eggs"] }] });

export const dietPreferenceSchema: z.ZodType<DietPreferenceDto> = z
  .object({ dietPreference: z.enum(DIET_IDS).nullable() })
  .meta({ id: "DietPreference", examples: [{ dietPreference: "VEGETARIAN" }] });

/** One of the bell's notifications. */
export const notificationSchema = z
  .object({
    id: z.string(),
    type: z.number().int(),
    title: z.string(),
    body: z.string(),
    link: z.string().nullable(),
    read: z.boolean(),
    readAt: instant.nullable(),
    createdAt: instant,
  })
  .meta({ id: "Notification" });

export const notificationListSchema: z.ZodType<NotificationListDto> = z
  .object({
    items: z.array(notificationSchema),
    unreadCount: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: "NotificationList" });
