// Answer schemas of the admin calls.
// The operation docs (app/api/openapi.json/answer-docs.ts) type each against its route's answer,
// so a route whose answer changes fails the typecheck until its schema here follows.
import { z } from "zod";
import { KITCHEN_EXCEPTION_KINDS } from "@/lib/kitchen/kinds";
import { REPORT_KINDS } from "@/lib/reports/report-table";
import { addOnSchema } from "./catalog";
import { deliveryDay, dishSchema, instant, isoDate, quantityLineSchema } from "./common";
import type { ViewAsAnswer, ViewAsEndAnswer } from "@/lib/admin/view-as";
import { meSchema } from "./account";
import type { Json } from "@/lib/openapi/answer-type";
import type { createDish } from "@/lib/menus/admin-dishes";
import type { saveDishImage } from "@/lib/menus/dish-images";

const boxCountSchema = z.object({ boxes: z.number().int(), meals: z.number().int() });

/** Held and unpaid boxes, counted apart from the meals to cook. */
const apartSchema = z.object({ held: boxCountSchema, unpaid: boxCountSchema });

/** Whether a week in the kitchen is closed (lib/deliveries/week-close.ts). */
const weekCloseSchema = z
  .object({
    state: z.enum(["open", "cooking", "delivering", "closed"]),
    stops: z.number().int(),
    settled: z.number().int(),
    toDecide: z.number().int(),
    held: z.number().int(),
    words: z.string(),
  })
  .meta({ id: "WeekClose" });

/** One week at a glance: its orders, meals and money (the kitchen's weeks, this one, the next). */
const glanceWeekSchema = z
  .object({
    weekStart: isoDate,
    orderDeadline: instant,
    ordersByStatus: z.record(z.string(), z.number()),
    meals: z.number(),
    mealsPerDish: z.array(z.object({ dish: z.string(), meals: z.number() })),
    apart: apartSchema,
    chargedCents: z.number(),
    refundedCents: z.number(),
    failedPayments: z.number(),
    close: weekCloseSchema.nullable(),
  })
  .meta({ id: "WeekAtAGlance" });

export const adminDashboardSchema = z
  .object({
    now: instant,
    kitchen: z.array(glanceWeekSchema.extend({ deliveriesToday: z.boolean() })),
    current: glanceWeekSchema,
    upcoming: glanceWeekSchema,
    subscriptions: z.object({ started: z.number(), paused: z.number(), cancelled: z.number() }),
    history: z.array(z.object({ weekStart: isoDate, chargedCents: z.number(), meals: z.number() })),
  })
  .meta({ id: "AdminDashboard" });

export const deliveryRouteSchema = z
  .object({
    week: isoDate,
    day: deliveryDay,
    date: isoDate,
    dateLabel: z.string(),
    dayHasCome: z.boolean(),
    stops: z.array(
      z.object({
        orderId: z.string(),
        orderNumber: z.string(),
        day: deliveryDay,
        customer: z.string(),
        phone: z.string().nullable(),
        address: z.string().nullable(),
        buzzer: z.string().nullable(),
        instructions: z.string().nullable(),
        window: z.string(),
        meals: z.number(),
        dishes: z.array(quantityLineSchema),
        state: z.enum([
          "pending",
          "redeliver",
          "delivered",
          "assumed",
          "not-delivered",
          "credited",
        ]),
        stateLabel: z.string(),
        onItsWayAt: instant.nullable(),
        markedAt: instant.nullable(),
        markedBy: z.string().nullable(),
        reason: z.string().nullable(),
        decidedAt: instant.nullable(),
        decidedBy: z.string().nullable(),
        creditCents: z.number(),
        boxCreditCents: z.number(),
        deliveredAt: instant.nullable(),
        canMarkDelivered: z.boolean(),
        canMarkNotDelivered: z.boolean(),
        canDecide: z.boolean(),
        exceptions: z.array(z.string()).meta({
          description: "Open kitchen exceptions on the box (e.g. Account deactivated).",
        }),
      }),
    ),
    counts: z.object({
      pending: z.number(),
      redeliver: z.number(),
      delivered: z.number(),
      assumed: z.number(),
      "not-delivered": z.number(),
      credited: z.number(),
    }),
    toTell: z.number(),
    startedAt: instant.nullable(),
    unpaid: z.string().nullable(),
    held: z.string().nullable(),
    homeless: z.array(z.string()),
    settled: z.boolean(),
  })
  .meta({ id: "DeliveryRoute" });

export const deliveriesStartedSchema = z
  .object({ told: z.number(), message: z.string() })
  .meta({ id: "DeliveriesStarted" });

/** One box that cannot go out as is (lib/kitchen/exceptions.ts), open or resolved. */
const kitchenExceptionSchema = z.object({
  key: z.string(),
  kind: z.enum(KITCHEN_EXCEPTION_KINDS),
  label: z.string(),
  detail: z.string(),
  box: z.object({
    orderId: z.string(),
    number: z.string(),
    status: z.string(),
    mealsCount: z.number(),
    deliveryDay: z.string(),
    held: z.object({ at: instant, by: z.string(), reason: z.string() }).nullable(),
  }),
  customer: z.object({
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
  }),
  actions: z.array(
    z.enum(["retry-charge", "hold", "release", "contact", "edit-address", "resolve", "fill-box"]),
  ),
  resolved: z.object({ at: instant, by: z.string().nullable(), how: z.string() }).nullable(),
});

export const boxDishOptionsSchema = z
  .object({
    orderId: z.string(),
    number: z.string(),
    missing: z.number().int().meta({ description: "Meals the box is short of." }),
    overCap: z.array(z.object({ dishId: z.string(), name: z.string(), beyond: z.number().int() })),
    dishes: z
      .array(z.object({ id: z.string(), name: z.string(), left: z.number().int().nullable() }))
      .meta({
        description: "Dishes that may go in: none the customer avoids, room under any cap.",
      }),
    mealCents: z.number().int().meta({ description: "What one more charged meal costs the box." }),
    paid: z
      .boolean()
      .meta({ description: "True: charged to the card now; false: added to the unpaid total." }),
  })
  .meta({ id: "BoxDishOptions" });

export const boxDishEditSchema = z
  .object({ message: z.string(), chargedCents: z.number().int() })
  .meta({ id: "BoxDishEdit" });

export const kitchenExceptionsSchema = z
  .object({
    weekStart: isoDate,
    open: z.array(kitchenExceptionSchema),
    resolved: z.array(kitchenExceptionSchema),
  })
  .meta({ id: "KitchenExceptions" });

export const dishImageSchema: z.ZodType<Json<Awaited<ReturnType<typeof saveDishImage>>>> = z
  .object({ id: z.string(), url: z.string() })
  .meta({ id: "DishImage" });

export const adminDishSchema: z.ZodType<Json<Awaited<ReturnType<typeof createDish>>>> = dishSchema
  .extend({
    archived: z.boolean(),
    timesOrdered: z.number(),
    recipe: z.array(z.object({ ingredient: z.string(), grams: z.number() })),
    rating: z
      .object({ average: z.number().nullable(), count: z.number().int() })
      .meta({ description: "Customers' ratings: the average (null when none) and how many." }),
  })
  .meta({ id: "AdminDish" });

export const dishListSchema = z
  .object({
    dishes: z.array(adminDishSchema),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  })
  .meta({ id: "DishList" });

export const adminWeekAddOnsSchema = z
  .object({
    weekStart: isoDate,
    readOnly: z.boolean().meta({ description: "Past the deadline: the section cannot change." }),
    items: z.array(
      z.object({
        addOn: addOnSchema,
        sortingOrder: z.number().int(),
        cap: z.number().int().nullable(),
        taken: z.number().int().meta({ description: "How many the week's orders hold." }),
      }),
    ),
  })
  .meta({ id: "AdminWeekAddOns" });

export const dishDeletedSchema = z
  .object({ outcome: z.enum(["archived", "deleted"]), message: z.string() })
  .meta({ id: "DishDeleted" });

export const productionSheetSchema = z
  .object({
    dishes: z.array(
      z.object({
        dishId: z.string(),
        name: z.string(),
        paid: z.number(),
        pending: z.number(),
        lines: z.array(
          z.object({
            ingredient: z.string(),
            paidGrams: z.number(),
            pendingGrams: z.number(),
            gramsPerPortion: z.number(),
          }),
        ),
      }),
    ),
    shopping: z.array(
      z.object({ ingredient: z.string(), paidGrams: z.number(), pendingGrams: z.number() }),
    ),
    withoutRecipe: z.array(z.string()),
    portions: z.object({ paid: z.number(), pending: z.number() }),
    weekStart: isoDate,
    day: z.enum(["monday", "thursday", "all"]),
    notPaid: z.array(z.object({ number: z.string(), payment: z.string() })),
    held: z
      .array(z.string())
      .meta({ description: "Boxes a manager holds: not cooked or labelled until released." }),
    addOns: z.array(
      z.object({
        addOnId: z.string(),
        name: z.string(),
        paid: z.number(),
        pending: z.number(),
      }),
    ),
  })
  .meta({ id: "ProductionSheet" });

export const refundSchema = z
  .object({
    id: z.string(),
    orderId: z.string(),
    amountCents: z.number(),
    status: z.enum(["PENDING", "SUCCEEDED", "FAILED"]),
    refundedCents: z.number(),
    chargedCents: z.number(),
  })
  .meta({ id: "Refund" });

export const outboxSchema = z
  .array(
    z.object({
      name: z.string(),
      to: z.string(),
      subject: z.string(),
      date: instant,
      size: z.number(),
    }),
  )
  .meta({ id: "Outbox" });

export const reportMailSchema = z
  .object({
    id: z.string(),
    report: z.string(),
    weekStart: isoDate,
    recipients: z.array(z.string()),
    formats: z.array(z.string()),
    status: z.enum(["FAILED", "QUEUED", "SENT"]),
    error: z.string().nullable(),
    createdAt: instant,
    sentAt: instant.nullable(),
  })
  .meta({ id: "ReportMail" });

export const reportSchema = z
  .object({
    kind: z.enum(REPORT_KINDS),
    title: z.string(),
    weekStart: isoDate,
    columns: z.array(z.string()),
    rows: z.array(z.array(z.union([z.string(), z.number()]))),
    chart: z.array(z.object({ label: z.string(), value: z.number() })).optional(),
    summary: z.string().optional(),
  })
  .meta({ id: "Report" });

export const rolloverPreviewSchema = z
  .object({
    weekStart: isoDate,
    orders: z.number(),
    toCreate: z.number(),
    toFill: z.number(),
    toCharge: z.number(),
    chargeTotalCents: z.number(),
    short: z
      .number()
      .describe("Boxes the lock would leave short (not charged for what is missing)."),
    withoutAddress: z.number().describe("Boxes without a delivery address."),
    note: z.string().nullable(),
    rows: z.array(
      z.object({
        orderNumber: z.string().nullable(),
        customerEmail: z.string(),
        action: z.enum(["create and lock", "lock"]),
        mealsCount: z.number(),
        chefSelection: z.array(
          z.object({ name: z.string(), quantity: z.number(), slot: z.string() }),
        ),
        allergenShortfall: z.number(),
        beyondCap: z.number(),
        chargedMeals: z.number(),
        noAddress: z.boolean(),
        firstOrderPromotion: z.boolean(),
        subtotalCents: z.number(),
        discountCents: z.number(),
        giftCents: z.number(),
        creditCents: z.number(),
        chargeCents: z.number(),
      }),
    ),
  })
  .meta({ id: "RolloverPreview" });

export const userListSchema = z
  .object({
    users: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        email: z.string(),
        status: z.string(),
        roles: z.array(z.string()),
        plan: z.string().nullable(),
        subscriptionStatus: z.string().nullable(),
        createdAt: instant,
      }),
    ),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  })
  .meta({ id: "UserList" });

export const userDetailSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    status: z.string(),
    roles: z.array(z.string()),
    onboardingStatus: z.string(),
    createdAt: instant,
    balanceCents: z.number(),
    subscription: z
      .object({
        status: z.string(),
        plan: z.string(),
        mealsPerWeek: z.number(),
        deliveryDay: z.string(),
        deliveryTime: z.string(),
        startsOn: isoDate,
        resumeOn: isoDate.nullable(),
        cancelReason: z.string().nullable(),
      })
      .nullable(),
    address: z
      .object({
        street: z.string(),
        unit: z.string().nullable(),
        city: z.string(),
        postalCode: z.string(),
        phone: z.string(),
        buzzer: z.string().nullable(),
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
      })
      .nullable(),
    orders: z.array(
      z.object({
        id: z.string(),
        number: z.string(),
        weekStart: isoDate,
        status: z.string(),
        mealsCount: z.number(),
        totalCents: z.number(),
        refundableCents: z
          .number()
          .describe("What a refund may still return to the card, after refunds and credits."),
        charges: z.array(
          z.object({
            id: z.string(),
            amountCents: z.number(),
            refundedCents: z.number(),
            status: z.string(),
            failureMessage: z.string().nullable(),
          }),
        ),
        invoice: z
          .object({
            id: z.string(),
            number: z.string(),
            status: z.string(),
            totalCents: z.number(),
          })
          .nullable(),
      }),
    ),
    credits: z.array(
      z.object({
        id: z.string(),
        amountCents: z.number(),
        reason: z.string(),
        description: z.string(),
        createdAt: instant,
        reversible: z.boolean(),
        takenBack: z.boolean(),
      }),
    ),
    audit: z.array(
      z.object({
        id: z.string(),
        action: z.string(),
        detail: z.string().nullable(),
        actor: z.string(),
        before: z.unknown() /*ANY*/,
        after: z.unknown() /*ANY*/,
        createdAt: instant,
        words: z.object({
          title: z.string(),
          detail: z.string().nullable(),
          changes: z.array(z.string()),
        }),
      }),
    ),
  })
  .meta({ id: "UserDetail" });

export const adminWeekMenuSchema = z
  .object({
    weekStart: isoDate,
    endDate: isoDate,
    orderDeadline: instant,
    readOnly: z.boolean(),
    draft: z.boolean(),
    items: z.array(
      z.object({
        dish: dishSchema,
        isNew: z.boolean(),
        sortingOrder: z.number(),
        cap: z.number().nullable(),
        taken: z.number(),
      }),
    ),
  })
  .meta({ id: "AdminWeekMenu" });

export const viewAsSchema: z.ZodType<Json<ViewAsAnswer>> = z
  .object({
    token: z
      .string()
      .meta({ description: "Bearer token of the read-only session; a marker for the web client." }),
    adminToken: z.string().optional().meta({
      description: "Web client only: a marker (the admin's session is parked in a cookie).",
    }),
    expiresAt: instant,
    user: meSchema.nullable(),
  })
  .meta({ id: "ViewAs" });

export const viewAsEndSchema: z.ZodType<Json<ViewAsEndAnswer>> = z
  .union([
    z.object({ ok: z.literal(true), returnTo: z.string() }),
    z.object({ token: z.string(), user: meSchema.nullable(), returnTo: z.string() }),
  ])
  .meta({ id: "ViewAsEnd" });
