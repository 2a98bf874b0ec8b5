// Answer schemas of the signed-in customer's calls.
// The operation docs (app/api/openapi.json/answer-docs.ts) type each against its route's answer,
// so a route whose answer changes fails the typecheck until its schema here follows.
import { z } from "zod";
import type { Json } from "@/lib/openapi/answer-type";
import { ADD_ON_CATEGORIES } from "@/lib/add-ons/categories";
import { dishRatingSchema, weekAddOnSchema } from "./catalog";
import type { joinAffiliateProgramme } from "@/lib/referrals/affiliates";

export const updatedUserSchema = z
  .object({
    user: z
      .object({
        id: z.string(),
        email: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        roles: z.array(z.object({ slug: z.string() })),
        status: z.enum(["active", "disabled", "suspicious"]),
        onboardingStatus: z.enum(["pending", "complete"]),
        onboardingCompletedAt: z.string().nullable(),
        isNew: z.boolean(),
        balance: z.number(),
        deliveryDay: z.enum(["MONDAY", "THURSDAY"]).nullable(),
        deliveryTime: z.string().nullable(),
        lastAccessedRole: z.string().nullable(),
        referralCode: z.string(),
        activeSubscription: z
          .object({
            id: z.string(),
            planId: z.string(),
            status: z.enum(["ACTIVE", "PAUSED", "ON_HOLD", "CANCELLED"]),
            deliveryDay: z.enum(["MONDAY", "THURSDAY"]),
            deliveryTime: z.string(),
          })
          .nullable(),
      })
      .nullable(),
    mealsCleared: z.boolean(),
  })
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
    createdAt: z.string(),
    referredCustomers: z.number(),
  })
  .meta({ id: "Affiliate" });

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
      status: z.enum(["active", "disabled", "suspicious"]),
      isAdmin: z.boolean(),
    }),
    plan: z
      .object({
        subscriptionId: z.string(),
        status: z.enum(["ACTIVE", "PAUSED", "ON_HOLD", "CANCELLED"]),
        planId: z.string(),
        planName: z.string(),
        mealsPerWeek: z.number(),
        pricePerMealCents: z.number(),
        deliveryDay: z.enum(["MONDAY", "THURSDAY"]),
        deliveryTime: z.string(),
        deliveryWindow: z.string(),
        splitDelivery: z.boolean(),
        startsOn: z.string(),
        pausedAt: z.string().nullable(),
        resumeOn: z.string().nullable(),
        resumesWeekStart: z.string().nullable(),
      })
      .nullable(),
    cancelled: z.object({ cancelledAt: z.string(), reason: z.string().nullable() }).nullable(),
    deliverySchedule: z.object({
      deliveryDay: z.enum(["MONDAY", "THURSDAY"]).nullable(),
      deliveryTime: z.string().nullable(),
      deliveryWindow: z.string(),
      splitDelivery: z.boolean(),
      splitRule: z.object({ available: z.boolean(), reason: z.string().optional() }),
    }),
    address: z
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
      .nullable(),
    card: z
      .object({
        brand: z.string(),
        last4: z.string(),
        expMonth: z.number(),
        expYear: z.number(),
        problem: z.string().nullable(),
        testMode: z.boolean(),
      })
      .nullable(),
    chargeInProgress: z.boolean(),
    paymentUpdateNotice: z.string().nullable(),
    upcomingWeek: z.object({
      weekStart: z.string(),
      orderDeadline: z.string(),
      deadlineLabel: z.string(),
    }),
    pause: z.object({
      earliestResumeDate: z.string(),
      latestResumeDate: z.string(),
      resumeWeeks: z.array(z.object({ weekStart: z.string(), resumeOn: z.string() })),
      preview: z.object({
        weeks: z.array(z.object({ weekStart: z.string(), dishes: z.array(z.string()) })),
        firstOrderPromoCents: z.number(),
      }),
    }),
  })
  .meta({ id: "CustomerAccount" });

export const dashboardSchema = z
  .object({
    now: z.string(),
    orderDeadline: z.string(),
    customer: z.object({ firstName: z.string(), email: z.string(), returning: z.boolean() }),
    plan: z
      .object({
        status: z.enum(["ACTIVE", "PAUSED", "ON_HOLD", "CANCELLED"]),
        name: z.string(),
        mealsPerWeek: z.number(),
        deliveryDay: z.enum(["MONDAY", "THURSDAY"]),
        deliveryWindow: z.string(),
        resumeOn: z.string().nullable(),
        resumeOnLabel: z.string().nullable(),
        pausedAt: z.string().nullable(),
        onHoldAt: z.string().nullable(),
      })
      .nullable(),
    upcomingWeek: z.object({
      weekStart: z.string(),
      weekEnd: z.string(),
      weekLabel: z.string(),
      orderDeadline: z.string(),
      deadlineLabel: z.string(),
      deliveryDate: z.string().nullable(),
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
    }),
    nextDelivery: z
      .object({
        orderNumber: z.string(),
        weekStart: z.string(),
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
        weekStart: z.string(),
        weekLabel: z.string(),
        totalCents: z.number(),
        holdDate: z.string(),
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
        weekStart: z.string(),
        orderDeadline: z.string(),
        title: z.string(),
        message: z.string(),
        actionLabel: z.string(),
        actionHref: z.string(),
        card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
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

export const invoicePageSchema = z
  .object({
    items: z.array(
      z.object({
        id: z.string(),
        number: z.string(),
        status: z.enum(["OPEN", "PAID", "VOID"]),
        issuedAt: z.string(),
        paidAt: z.string().nullable(),
        orderId: z.string().nullable(),
        orderNumber: z.string().nullable(),
        week: z.object({ startDate: z.string(), endDate: z.string() }).nullable(),
        delivery: z
          .object({
            day: z.enum(["MONDAY", "THURSDAY"]),
            date: z.string(),
            dateLabel: z.string(),
            time: z.string(),
            window: z.string(),
            split: z.boolean(),
            delivered: z.boolean(),
            deliveredAt: z.string().nullable(),
          })
          .nullable(),
        plan: z.object({ name: z.string(), mealsPerWeek: z.number() }).nullable(),
        meals: z.array(z.object({ name: z.string(), quantity: z.number() })),
        mealsCount: z.number(),
        totalCents: z.number(),
        receiptUrl: z.string(),
      }),
    ),
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
      onboardingCompletedAt: z.string().nullable(),
      orderId: z.string().nullable(),
    }),
    z.object({
      orderId: z.string(),
      onboardingStatus: z.enum(["pending", "complete"]),
      onboardingCompletedAt: z.string().nullable(),
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
    weekStart: z.string(),
    amountCents: z.number(),
    status: z.string(),
    clientSecret: z.string().nullable(),
    testMode: z.boolean(),
  })
  .meta({ id: "PaymentConfirmation" });

export const customerWeekSchema = z
  .object({
    weekId: z.string().nullable(),
    startDate: z.string(),
    endDate: z.string(),
    orderDeadline: z.string(),
    deadlineLabel: z.string(),
    deliveryDates: z.array(z.string()),
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
    menu: z
      .array(
        z.object({
          id: z.string(),
          isNew: z.boolean(),
          sortingOrder: z.number(),
          left: z.number().nullable(),
          rating: dishRatingSchema,
          dish: z.object({
            id: z.string(),
            slug: z.string(),
            name: z.string(),
            description: z.string(),
            protein: z.number(),
            carbs: z.number(),
            fat: z.number(),
            calories: z.number(),
            ingredients: z.string(),
            allergens: z.array(z.string()),
            tags: z.array(z.string()),
            splitDeliveryEligible: z.boolean(),
            imageUrl: z.string(),
            isNew: z.boolean(),
          }),
        }),
      )
      .nullable(),
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
    dishes: z.record(
      z.string(),
      z.object({
        id: z.string(),
        slug: z.string(),
        name: z.string(),
        description: z.string(),
        protein: z.number(),
        carbs: z.number(),
        fat: z.number(),
        calories: z.number(),
        ingredients: z.string(),
        allergens: z.array(z.string()),
        tags: z.array(z.string()),
        splitDeliveryEligible: z.boolean(),
        imageUrl: z.string(),
      }),
    ),
    // Each week as GET …/orders/week/{weekStart} answers it, its menu's dishes by id (above).
    weeks: z.array(
      customerWeekSchema.extend({
        menu: z
          .array(
            z.object({
              id: z.string(),
              isNew: z.boolean(),
              sortingOrder: z.number(),
              left: z.number().nullable(),
              rating: dishRatingSchema,
              dishId: z.string(),
            }),
          )
          .nullable(),
      }),
    ),
    now: z.string(),
    splitDelivery: z.object({ available: z.boolean(), reason: z.string().optional() }),
    plan: z
      .object({
        subscriptionId: z.string(),
        status: z.enum(["ACTIVE", "PAUSED", "ON_HOLD", "CANCELLED"]),
        planId: z.string(),
        planName: z.string(),
        mealsPerWeek: z.number(),
        pricePerMealCents: z.number(),
        deliveryDay: z.enum(["MONDAY", "THURSDAY"]),
        deliveryTime: z.string(),
        deliveryWindow: z.string(),
        splitDelivery: z.boolean(),
        startsOn: z.string(),
        pausedAt: z.string().nullable(),
        resumeOn: z.string().nullable(),
        resumesWeekStart: z.string().nullable(),
      })
      .nullable(),
    upcomingWeekStart: z.string(),
    firstOrderSaving: z.object({ weekStart: z.string(), cents: z.number() }).nullable(),
  })
  .meta({ id: "CustomerWeeks" });

export const passwordChangedSchema = z
  .object({ ok: z.literal(true), sessionsRevoked: z.number(), message: z.string() })
  .meta({ id: "PasswordChanged" });

export const paymentMethodViewSchema = z
  .object({
    paymentMethod: z
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
      .nullable(),
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

export const savedPaymentMethodSchema = z
  .object({
    retryingOrderIds: z.array(z.string()),
    id: z.string(),
    brand: z.string(),
    last4: z.string(),
    expMonth: z.number(),
    expYear: z.number(),
    provider: z.string(),
    testMode: z.boolean(),
    problem: z.string().nullable(),
  })
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
    startsOn: z.string(),
    resumeOn: z.string().nullable(),
    resizedWeeks: z
      .array(
        z.object({
          weekStart: z.string(),
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
    status: z.enum(["ACTIVE", "PAUSED", "ON_HOLD", "CANCELLED"]),
    deliveryDay: z.string(),
    deliveryTime: z.string(),
    startsOn: z.string(),
    pausedAt: z.string().nullable(),
    resumeOn: z.string().nullable(),
    resumesWeekStart: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    cancelReason: z.string().nullable(),
    weeksChanged: z.array(z.string()),
  })
  .meta({ id: "SubscriptionUpdated" });

export const invoiceSchema = z
  .object({
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
    card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
    customer: z.object({ name: z.string(), email: z.string() }),
    deliveryAddress: z
      .object({
        street: z.string(),
        unit: z.string().nullable(),
        city: z.string(),
        province: z.string(),
        postalCode: z.string(),
      })
      .nullable(),
    id: z.string(),
    number: z.string(),
    status: z.enum(["OPEN", "PAID", "VOID"]),
    issuedAt: z.string(),
    paidAt: z.string().nullable(),
    orderId: z.string().nullable(),
    orderNumber: z.string().nullable(),
    week: z.object({ startDate: z.string(), endDate: z.string() }).nullable(),
    delivery: z
      .object({
        day: z.enum(["MONDAY", "THURSDAY"]),
        date: z.string(),
        dateLabel: z.string(),
        time: z.string(),
        window: z.string(),
        split: z.boolean(),
        delivered: z.boolean(),
        deliveredAt: z.string().nullable(),
      })
      .nullable(),
    plan: z.object({ name: z.string(), mealsPerWeek: z.number() }).nullable(),
    meals: z.array(z.object({ name: z.string(), quantity: z.number() })),
    mealsCount: z.number(),
    totalCents: z.number(),
    receiptUrl: z.string(),
  })
  .meta({ id: "Invoice" });

export const notificationMarkedSchema = z
  .object({
    notification: z.object({
      id: z.string(),
      type: z.number(),
      title: z.string(),
      body: z.string(),
      link: z.string().nullable(),
      read: z.boolean(),
      readAt: z.string().nullable(),
      createdAt: z.string(),
    }),
    unreadCount: z.number(),
  })
  .meta({ id: "NotificationMarked" });

export const orderSchema = z
  .object({
    id: z.string(),
    number: z.string(),
    status: z.string(),
    weekStart: z.string(),
    deliveryDay: z.enum(["MONDAY", "THURSDAY"]),
    deliveryDate: z.string(),
    deliveryTime: z.string(),
    deliveryWindow: z.string(),
    splitDelivery: z.boolean(),
    chefSelected: z.boolean(),
    chargeAt: z.string(),
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
