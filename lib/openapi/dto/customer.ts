// Answer schemas of the signed-in customer's calls.
// The operation docs (app/api/openapi.json/answer-docs.ts) type each against its route's answer,
// so a route whose answer changes fails the typecheck until its schema here follows.
import { z } from "zod";
import type { Json } from "@/lib/openapi/answer-type";
import { ADD_ON_CATEGORIES } from "@/lib/add-ons/categories";
import { addOnSchema, menuEntryFields, menuItemSchema, weekAddOnSchema } from "./catalog";
import { meSchema, notificationSchema } from "./account";
import {
  accountStatus,
  dishSchema,
  deliveryDay,
  instant,
  isoDate,
  quantityLineSchema,
  splitRuleSchema,
  subscriptionStatus,
} from "./common";
import type { joinAffiliateProgramme } from "@/lib/referrals/affiliates";

export const updatedUserSchema = z
  .object({ user: meSchema.nullable(), mealsCleared: z.boolean() })
  .meta({ id: "UpdatedUser" });

export const affiliateSchema: z.ZodType<
  Json<Awaited<ReturnType<typeof joinAffiliateProgramme>>["affiliate"]>
> = z
  .object({
    id: z.string(),
    userId: z.string(),
    code: z.string(),
    link: z.string(),
    commissionPercent: z.number(),
    active: z.boolean(),
    createdAt: instant,
    referredCustomers: z.number(),
  })
  .meta({ id: "Affiliate" });

/** The customer's live plan as the account and meals pages read it (lib/meals/dto.ts). */
export const customerPlanSchema = z
  .object({
    subscriptionId: z.string(),
    status: subscriptionStatus,
    planId: z.string(),
    planName: z.string(),
    mealsPerWeek: z.number(),
    pricePerMealCents: z.number(),
    deliveryDay,
    deliveryTime: z.string(),
    deliveryWindow: z.string(),
    splitDelivery: z.boolean(),
    startsOn: isoDate,
    pausedAt: instant.nullable(),
    resumeOn: isoDate.nullable(),
    resumesWeekStart: isoDate.nullable(),
  })
  .meta({ id: "CustomerPlan" });

/** A delivery address in Toronto (the saved one is this with its id). */
export const addressSchema = z
  .object({
    street: z.string(),
    unit: z.string().nullable(),
    city: z.string(),
    province: z.string(),
    postalCode: z.string(),
    buzzer: z.string().nullable(),
    phone: z.string(),
    instructions: z.string().nullable(),
  })
  .meta({ id: "Address" });

/** A saved card as the customer sees it (no number beyond the last four). */
export const paymentMethodSchema = z
  .object({
    id: z.string(),
    brand: z.string(),
    last4: z.string(),
    expMonth: z.number(),
    expYear: z.number(),
    provider: z.string(),
    testMode: z.boolean(),
    problem: z.string().nullable(),
  })
  .meta({ id: "PaymentMethod" });

const cardBrief = z.object({ brand: z.string(), last4: z.string() });

export const affiliateOfUserSchema = z
  .object({ affiliate: affiliateSchema.nullable() })
  .meta({ id: "AffiliateOfUser" });

export const customerAccountSchema = z
  .object({
    user: z.object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      status: accountStatus,
      isAdmin: z.boolean(),
    }),
    plan: customerPlanSchema.nullable(),
    cancelled: z.object({ cancelledAt: instant, reason: z.string().nullable() }).nullable(),
    deliverySchedule: z.object({
      deliveryDay: deliveryDay.nullable(),
      deliveryTime: z.string().nullable(),
      deliveryWindow: z.string(),
      splitDelivery: z.boolean(),
      splitRule: splitRuleSchema,
    }),
    address: addressSchema.nullable(),
    card: paymentMethodSchema.omit({ id: true, provider: true }).nullable(),
    chargeInProgress: z.boolean(),
    paymentUpdateNotice: z.string().nullable(),
    upcomingWeek: z.object({
      weekStart: isoDate,
      orderDeadline: instant,
      deadlineLabel: z.string(),
    }),
    pause: z.object({
      earliestResumeDate: isoDate,
      latestResumeDate: isoDate,
      resumeWeeks: z.array(z.object({ weekStart: isoDate, resumeOn: isoDate })),
      preview: z.object({
        weeks: z.array(z.object({ weekStart: isoDate, dishes: z.array(z.string()) })),
        firstOrderPromoCents: z.number(),
      }),
    }),
  })
  .meta({ id: "CustomerAccount" });

export const dashboardSchema = z
  .object({
    now: instant,
    orderDeadline: instant,
    customer: z.object({ firstName: z.string(), email: z.string(), returning: z.boolean() }),
    plan: z
      .object({
        status: subscriptionStatus,
        name: z.string(),
        mealsPerWeek: z.number(),
        deliveryDay,
        deliveryWindow: z.string(),
        resumeOn: isoDate.nullable(),
        resumeOnLabel: z.string().nullable(),
        pausedAt: instant.nullable(),
        onHoldAt: instant.nullable(),
      })
      .nullable(),
    upcomingWeek: z.object({
      weekStart: isoDate,
      weekEnd: isoDate,
      weekLabel: z.string(),
      orderDeadline: instant,
      deadlineLabel: z.string(),
      deliveryDate: isoDate.nullable(),
      deliveryLabel: z.string().nullable(),
      state: z.enum([
        "PAUSED",
        "ON_HOLD",
        "CANCELLED",
        "SKIPPED",
        "NO_PLAN",
        "MEALS_SELECTED",
        "SELECT_MEALS",
      ]),
      orderId: z.string().nullable(),
      mealsChosen: z.number(),
      mealsRequired: z.number(),
      meals: z.array(z.object({ name: z.string(), quantity: z.number(), imageUrl: z.string() })),
      action: z.object({ label: z.string(), href: z.string() }),
      menuPublished: z.boolean(),
      splitDelivery: z.boolean(),
      addOns: z.array(z.object({ name: z.string(), quantity: z.number(), totalCents: z.number() })),
      totalCents: z.number().nullable().meta({
        description: "An open box's total from the one pricing function; null once locked.",
      }),
      savingsCents: z.number(),
    }),
    nextDelivery: z
      .object({
        orderNumber: z.string(),
        weekStart: isoDate,
        deliveryLabel: z.string(),
        status: z.enum(["DELIVERED", "PAID", "LOCKED"]),
        deliveredLabel: z.string().nullable(),
        mealsCount: z.number(),
      })
      .nullable(),
    paymentFailed: z
      .object({
        orderId: z.string(),
        orderNumber: z.string(),
        weekStart: isoDate,
        weekLabel: z.string(),
        totalCents: z.number(),
        holdDate: isoDate,
        holdDateLabel: z.string(),
      })
      .nullable(),
    paymentAction: z
      .object({
        orderId: z.string(),
        orderNumber: z.string(),
        weekLabel: z.string(),
        totalCents: z.number(),
        confirmByLabel: z.string(),
        href: z.string(),
      })
      .nullable(),
    paymentProblem: z
      .object({
        problem: z.enum(["EXPIRING_SOON", "INSUFFICIENT_FUNDS", "DECLINED", "EXPIRED"]),
        phase: z.enum(["PRE_DEADLINE", "POST_DEADLINE"]),
        weekStart: isoDate,
        orderDeadline: instant,
        title: z.string(),
        message: z.string(),
        actionLabel: z.string(),
        actionHref: z.string(),
        card: cardBrief.nullable(),
        acknowledgementKey: z.string(),
      })
      .nullable(),
    credit: z.object({
      balanceCents: z.number(),
      creditCents: z.number(),
      label: z.string(),
      giftBalanceCents: z.number(),
    }),
    referral: z.object({
      code: z.string(),
      link: z.string(),
      creditPerReferralCents: z.number(),
      friendsJoined: z.number(),
      friendsCredited: z.number(),
    }),
  })
  .meta({ id: "Dashboard" });

export const deactivatedSchema = z
  .object({ ok: z.literal(true), status: z.literal("disabled") })
  .meta({ id: "Deactivated" });

/** An invoice as the list shows it (the one-invoice call adds its lines and amounts). */
export const invoiceSummarySchema = z
  .object({
    id: z.string(),
    number: z.string(),
    status: z.enum(["OPEN", "PAID", "VOID"]),
    issuedAt: instant,
    paidAt: instant.nullable(),
    orderId: z.string().nullable(),
    orderNumber: z.string().nullable(),
    week: z.object({ startDate: isoDate, endDate: isoDate }).nullable(),
    delivery: z
      .object({
        day: deliveryDay,
        date: isoDate,
        dateLabel: z.string(),
        time: z.string(),
        window: z.string(),
        split: z.boolean(),
        delivered: z.boolean(),
        deliveredAt: instant.nullable(),
      })
      .nullable(),
    plan: z.object({ name: z.string(), mealsPerWeek: z.number() }).nullable(),
    meals: z.array(quantityLineSchema),
    mealsCount: z.number(),
    totalCents: z.number(),
    receiptUrl: z.string(),
  })
  .meta({ id: "InvoiceSummary" });

export const invoicePageSchema = z
  .object({
    items: z.array(invoiceSummarySchema),
    page: z.number(),
    pageSize: z.number(),
    total: z.number(),
  })
  .meta({ id: "InvoicePage" });

export const lastAccessedRoleSchema = z
  .object({ lastAccessedRole: z.string() })
  .meta({ id: "LastAccessedRole" });

export const onboardingSchema = z
  .union([
    z.object({
      onboardingStatus: z.literal("complete"),
      onboardingCompletedAt: instant.nullable(),
      orderId: z.string().nullable(),
    }),
    z.object({
      orderId: z.string(),
      onboardingStatus: z.enum(["pending", "complete"]),
      onboardingCompletedAt: instant.nullable(),
    }),
  ])
  .meta({ id: "Onboarding" });

/** The one pricing function's breakdown (lib/billing/pricing.ts). */
export const priceBreakdownSchema = z
  .object({
    subtotalCents: z.number(),
    mealsCents: z.number(),
    addOnsCents: z.number(),
    firstOrderPromoCents: z.number(),
    couponSavingsCents: z.number(),
    splitDeliveryFeeCents: z.number(),
    taxCents: z.number(),
    giftCardSavingsCents: z.number(),
    creditsAppliedCents: z.number(),
    totalCents: z.number(),
    giftCardBalanceCents: z.number(),
  })
  .meta({ id: "PriceBreakdown" });

/** An add-on in a week's order, at the price it had when the customer added it. */
export const orderAddOnSchema = z
  .object({
    addOnId: z.string(),
    name: z.string(),
    category: z.enum(ADD_ON_CATEGORIES),
    imageUrl: z.string(),
    quantity: z.number().int(),
    unitCents: z.number().int(),
    totalCents: z.number().int(),
  })
  .meta({ id: "OrderAddOn" });

export const orderSummarySchema = z
  .object({
    planId: z.string(),
    mealsPerWeek: z.number(),
    pricePerMealCents: z.number(),
    splitDelivery: z.boolean(),
    couponCode: z.string().nullable(),
    ...priceBreakdownSchema.shape,
  })
  .meta({ id: "OrderSummary" });

export const paymentConfirmationSchema = z
  .object({
    orderId: z.string(),
    orderNumber: z.string(),
    weekStart: isoDate,
    amountCents: z.number(),
    status: z.string(),
    clientSecret: z.string().nullable(),
    testMode: z.boolean(),
  })
  .meta({ id: "PaymentConfirmation" });

export const customerWeekSchema = z
  .object({
    weekId: z.string().nullable(),
    startDate: isoDate,
    endDate: isoDate,
    orderDeadline: instant,
    deadlineLabel: z.string(),
    deliveryDates: z.array(isoDate),
    deliveryWindow: z.string(),
    status: z.enum([
      "DELIVERED",
      "PAUSED",
      "ON_HOLD",
      "CANCELLED",
      "OPEN",
      "PAID",
      "LOCKED",
      "PAYMENT_FAILED",
      "REQUIRES_ACTION",
      "SKIPPED",
      "NO_PLAN",
      "NOT_STARTED",
      "NONE",
    ]),
    beforeDeadline: z.boolean(),
    editable: z.boolean(),
    needsMeals: z.boolean(),
    chefsChoice: z.boolean(),
    order: z
      .object({
        id: z.string(),
        number: z.string(),
        status: z.string(),
        splitDelivery: z.boolean(),
        chefSelected: z.boolean(),
        mealsCount: z.number(),
        items: z.array(
          z.object({
            dishId: z.string(),
            name: z.string(),
            imageUrl: z.string(),
            splitDeliveryEligible: z.boolean(),
            quantity: z.number(),
            slot: z.enum(["MONDAY", "THURSDAY", "SINGLE"]),
          }),
        ),
        addOns: z.array(orderAddOnSchema),
      })
      .nullable(),
    menu: z.array(menuItemSchema).nullable(),
    price: priceBreakdownSchema.nullable(),
  })
  .extend({
    box: z
      .object({
        mealsPerWeek: z.number().int(),
        pricePerMealCents: z.number().int(),
        thisWeekOnly: z.boolean(),
      })
      .nullable()
      .meta({ description: "The week's box size and its price per meal; null without a plan." }),
    addOnMenu: z.array(weekAddOnSchema).nullable(),
  })
  .meta({ id: "CustomerWeek" });

export const customerWeeksSchema = z
  .object({
    dishes: z.record(z.string(), dishSchema),
    addOns: z.record(z.string(), addOnSchema),
    // Each week as GET …/orders/week/{weekStart} answers it, its menu's dishes and add-ons by id
    // (above).
    weeks: z.array(
      customerWeekSchema.extend({
        menu: z.array(z.object({ ...menuEntryFields, dishId: z.string() })).nullable(),
        addOnMenu: z
          .array(weekAddOnSchema.omit({ addOn: true }).extend({ addOnId: z.string() }))
          .nullable(),
      }),
    ),
    now: instant,
    splitDelivery: splitRuleSchema,
    plan: customerPlanSchema.nullable(),
    upcomingWeekStart: isoDate,
    firstOrderSaving: z.object({ weekStart: isoDate, cents: z.number() }).nullable(),
  })
  .meta({ id: "CustomerWeeks" });

export const passwordChangedSchema = z
  .object({ ok: z.literal(true), sessionsRevoked: z.number(), message: z.string() })
  .meta({ id: "PasswordChanged" });

export const paymentMethodViewSchema = z
  .object({
    paymentMethod: paymentMethodSchema.nullable(),
    updateNotice: z.string(),
    retries: z.array(
      z.object({
        orderId: z.string(),
        number: z.string(),
        amountCents: z.number(),
        outcome: z.enum(["paid", "failed", "trying", "waiting"]),
      }),
    ),
  })
  .meta({ id: "PaymentMethodView" });

export const savedPaymentMethodSchema = paymentMethodSchema
  .extend({ retryingOrderIds: z.array(z.string()) })
  .meta({ id: "SavedPaymentMethod" });

export const setupSecretSchema = z
  .object({
    provider: z.enum(["stripe", "offline"]),
    testMode: z.boolean(),
    clientSecret: z.string().nullable(),
  })
  .meta({ id: "SetupSecret" });

export const subscriptionStartedSchema = z
  .object({
    id: z.string(),
    planId: z.string(),
    status: z.string(),
    deliveryDay: z.string(),
    deliveryTime: z.string(),
    startsOn: isoDate,
    resumeOn: isoDate.nullable(),
    resizedWeeks: z
      .array(
        z.object({
          weekStart: isoDate,
          effect: z.union([
            z.object({ kind: z.literal("empty") }),
            z.object({ kind: z.literal("keep"), chosen: z.number(), toChoose: z.number() }),
            z.object({ kind: z.literal("clear"), chosen: z.number() }),
          ]),
        }),
      )
      .optional(),
  })
  .meta({ id: "SubscriptionStarted" });

export const subscriptionUpdatedSchema = z
  .object({
    id: z.string(),
    planId: z.string(),
    status: subscriptionStatus,
    deliveryDay: z.string(),
    deliveryTime: z.string(),
    startsOn: isoDate,
    pausedAt: instant.nullable(),
    resumeOn: isoDate.nullable(),
    resumesWeekStart: isoDate.nullable(),
    cancelledAt: instant.nullable(),
    cancelReason: z.string().nullable(),
    weeksChanged: z.array(isoDate),
  })
  .meta({ id: "SubscriptionUpdated" });

export const invoiceSchema = invoiceSummarySchema
  .extend({
    lines: z.array(
      z.object({
        description: z.string(),
        quantity: z.number(),
        unitCents: z.number(),
        totalCents: z.number(),
      }),
    ),
    subtotalCents: z.number(),
    discountCents: z.number(),
    giftCents: z.number(),
    creditCents: z.number(),
    taxCents: z.number(),
    refundedCents: z.number(),
    card: cardBrief.nullable(),
    customer: z.object({ name: z.string(), email: z.string() }),
    deliveryAddress: addressSchema
      .pick({ street: true, unit: true, city: true, province: true, postalCode: true })
      .nullable(),
  })
  .meta({ id: "Invoice" });

export const notificationMarkedSchema = z
  .object({
    notification: notificationSchema,
    unreadCount: z.number(),
  })
  .meta({ id: "NotificationMarked" });

export const orderSchema = z
  .object({
    id: z.string(),
    number: z.string(),
    status: z.string(),
    weekStart: isoDate,
    deliveryDay,
    deliveryDate: isoDate,
    deliveryTime: z.string(),
    deliveryWindow: z.string(),
    splitDelivery: z.boolean(),
    chefSelected: z.boolean(),
    chargeAt: instant,
    plan: z.object({
      id: z.string(),
      name: z.string(),
      mealsPerWeek: z.number(),
      pricePerMealCents: z.number(),
    }),
    items: z.array(
      z.object({
        dishId: z.string(),
        name: z.string(),
        imageUrl: z.string(),
        quantity: z.number(),
        slot: z.string(),
      }),
    ),
    addOns: z.array(orderAddOnSchema),
    totals: z.object({
      subtotalCents: z.number(),
      discountCents: z.number(),
      giftCents: z.number(),
      creditCents: z.number(),
      taxCents: z.number(),
      totalCents: z.number(),
    }),
    price: priceBreakdownSchema.optional(),
  })
  .meta({ id: "Order" });
