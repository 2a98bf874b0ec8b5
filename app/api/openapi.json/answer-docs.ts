// The success answers of the operations, each schema checked against its route's own answer type
// (`AnswerOf`, lib/openapi/answer-type.ts): a route whose answer changes shape fails the typecheck
// until its schema follows, and the contract test checks real answers against the document.
// Routes that build their own Response (a 201, cookies) answer `unknown` to that check; their
// schemas are typed by the service function that makes the body (lib/openapi/dto/*).
import { z } from "zod";
import type { HttpMethod, OperationDoc, OperationDocs } from "@/lib/openapi/build-document";
import type { AnswerOf } from "@/lib/openapi/answer-type";
import { adminAddOnSchema } from "@/lib/openapi/dto/catalog";
import {
  adminDashboardSchema,
  adminDishSchema,
  adminWeekAddOnsSchema,
  adminWeekMenuSchema,
  boxDishEditSchema,
  boxDishOptionsSchema,
  deliveriesStartedSchema,
  deliveryRouteSchema,
  dishDeletedSchema,
  dishImageSchema,
  dishListSchema,
  kitchenExceptionsSchema,
  outboxSchema,
  productionSheetSchema,
  refundSchema,
  reportMailSchema,
  reportSchema,
  rolloverPreviewSchema,
  userDetailSchema,
  userListSchema,
  viewAsSchema,
} from "@/lib/openapi/dto/admin";
import {
  affiliateOfUserSchema,
  affiliateSchema,
  customerAccountSchema,
  customerWeekSchema,
  customerWeeksSchema,
  dashboardSchema,
  deactivatedSchema,
  invoicePageSchema,
  invoiceSchema,
  lastAccessedRoleSchema,
  notificationMarkedSchema,
  onboardingSchema,
  orderSummarySchema,
  passwordChangedSchema,
  paymentConfirmationSchema,
  paymentMethodViewSchema,
  orderSchema,
  savedPaymentMethodSchema,
  setupSecretSchema,
  subscriptionStartedSchema,
  subscriptionUpdatedSchema,
  updatedUserSchema,
} from "@/lib/openapi/dto/customer";
import { readinessSchema, rolloverRunSchema } from "@/lib/openapi/dto/ops";
import {
  addressOptionsSchema,
  codeLookupSchema,
  emailAvailableSchema,
  messageSchema,
  notifyMeSchema,
  offlineCardTokenSchema,
  postalCodeCheckSchema,
  savedAddressSchema,
} from "@/lib/openapi/dto/signup";
import type { routeModules } from "./route-modules";

export type Modules = typeof routeModules;
export type Methods<P extends keyof Modules> = Extract<keyof Modules[P], HttpMethod>;

/** An operation's doc whose success schema must describe what its handler answers. */
type TypedDocs = {
  [P in keyof Modules]?: {
    [M in Methods<P>]?: Omit<OperationDoc, "response"> & {
      response: z.ZodType<AnswerOf<Modules[P][M]>>;
    };
  };
};

function flatten(docs: TypedDocs): OperationDocs {
  const flat: OperationDocs = {};
  for (const [pattern, methods] of Object.entries(docs))
    for (const [method, doc] of Object.entries(methods ?? {}))
      flat[`${method as HttpMethod} ${pattern}`] = doc as OperationDoc;
  return flat;
}

export const answerDocs = flatten({
  "/api/addresses": {
    POST: {
      summary: "Save the customer's delivery address (the one chosen from autocomplete)",
      response: savedAddressSchema,
    },
  },
  "/api/addresses/autocomplete": {
    GET: {
      summary: "Address suggestions for a partial street (Google Places, or the built-in list)",
      response: addressOptionsSchema,
    },
  },
  "/api/addresses/notify-me": {
    POST: {
      summary: "Ask to be told when delivery reaches a postal code",
      response: notifyMeSchema,
    },
  },
  "/api/addresses/validate-postal-code": {
    POST: {
      summary: "Whether a postal code is in the delivery area",
      response: postalCodeCheckSchema,
    },
  },
  "/api/admin/dashboard": {
    GET: {
      summary: "This week's kitchen, orders and money at a glance",
      response: adminDashboardSchema,
    },
  },
  "/api/admin/deliveries": {
    GET: { summary: "A delivery day's stops and their state", response: deliveryRouteSchema },
  },
  "/api/admin/deliveries/[orderId]/[day]": {
    POST: { summary: "Mark a stop delivered or not delivered", response: messageSchema },
  },
  "/api/admin/deliveries/[orderId]/[day]/decision": {
    POST: {
      summary: "Decide on a box not delivered: redeliver or credit",
      response: messageSchema,
    },
  },
  "/api/admin/deliveries/start": {
    POST: {
      summary: "Start a delivery day: tell each customer their box is on its way",
      response: deliveriesStartedSchema,
    },
  },
  "/api/admin/dish-images": {
    POST: {
      summary: "Upload a dish photo (the body is the image)",
      response: dishImageSchema,
      status: 201,
    },
  },
  "/api/admin/add-ons": {
    GET: {
      summary: "The add-on catalogue (archived ones on request)",
      response: z.array(adminAddOnSchema),
    },
    POST: { summary: "Create an add-on", response: adminAddOnSchema, status: 201 },
  },
  "/api/admin/add-ons/[addOnId]": {
    GET: { summary: "One add-on", response: adminAddOnSchema },
    PUT: { summary: "Change an add-on", response: adminAddOnSchema },
    DELETE: {
      summary: "Delete an add-on (archived instead when it was ever ordered)",
      response: dishDeletedSchema,
    },
  },
  "/api/admin/dishes": {
    GET: { summary: "Dishes, with archived ones and order counts", response: dishListSchema },
    POST: { summary: "Create a dish", response: adminDishSchema, status: 201 },
  },
  "/api/admin/dishes/[dishId]": {
    GET: { summary: "One dish with its recipe", response: adminDishSchema },
    PUT: { summary: "Change a dish", response: adminDishSchema },
    DELETE: {
      summary: "Delete a dish (archived instead when it was ever ordered)",
      response: dishDeletedSchema,
    },
  },
  "/api/admin/dishes/[dishId]/restore": {
    POST: { summary: "Restore an archived dish", response: adminDishSchema },
  },
  "/api/admin/exceptions": {
    GET: {
      summary: "The week's kitchen exceptions, open and resolved",
      response: kitchenExceptionsSchema,
    },
  },
  "/api/admin/kitchen/production": {
    GET: {
      summary: "The production sheet: what to cook for a delivery day",
      response: productionSheetSchema,
    },
  },
  "/api/admin/orders/[orderId]/hold": {
    POST: { summary: "Hold a box", response: messageSchema },
  },
  "/api/admin/orders/[orderId]/dishes": {
    GET: {
      summary: "What the kitchen may put in a locked box it could not fill",
      response: boxDishOptionsSchema,
    },
    POST: {
      summary: "Add or swap a dish in a locked box; the difference is charged",
      response: boxDishEditSchema,
    },
  },
  "/api/admin/orders/[orderId]/refund": {
    POST: { summary: "Refund an order, in full or in part", response: refundSchema },
  },
  "/api/admin/orders/[orderId]/release": {
    POST: { summary: "Release a held box", response: messageSchema },
  },
  "/api/admin/orders/[orderId]/resolve": {
    POST: { summary: "Mark a kitchen exception resolved", response: messageSchema },
  },
  "/api/admin/outbox": {
    GET: { summary: "Captured outgoing mail (no SMTP configured)", response: outboxSchema },
  },
  "/api/admin/report-mails/[id]": {
    GET: { summary: "A report mail's status", response: reportMailSchema },
  },
  "/api/admin/reports/[report]": {
    GET: { summary: "A report for a week", response: reportSchema },
  },
  "/api/admin/reports/[report]/email": {
    POST: { summary: "Queue a report by mail (202)", response: reportMailSchema, status: 202 },
  },
  "/api/admin/rollover/preview": {
    GET: { summary: "What the next rollover would do", response: rolloverPreviewSchema },
  },
  "/api/admin/users": {
    GET: { summary: "Users, searched and paged", response: userListSchema },
  },
  "/api/admin/users/[userId]": {
    GET: {
      summary: "One user: account, plan, orders, credits and audit log",
      response: userDetailSchema,
    },
  },
  "/api/admin/users/[userId]/actions": {
    POST: {
      summary: "Act on a user's account (credit, pause, status...)",
      response: messageSchema,
    },
  },
  "/api/admin/users/[userId]/view-as": {
    POST: {
      summary: "View as the customer: a read-only session of theirs (audited)",
      response: viewAsSchema,
    },
  },
  "/api/admin/weeks/[weekStart]/add-ons": {
    GET: {
      summary: "A week's add-on section: offered, caps, taken",
      response: adminWeekAddOnsSchema,
    },
    PUT: { summary: "Save a week's add-on section", response: adminWeekAddOnsSchema },
  },
  "/api/admin/weeks/[weekStart]/menu": {
    GET: { summary: "A week's menu draft and what is published", response: adminWeekMenuSchema },
    PUT: { summary: "Save a week's menu draft", response: adminWeekMenuSchema },
  },
  "/api/admin/weeks/[weekStart]/publish": {
    POST: { summary: "Publish a week's menu", response: adminWeekMenuSchema },
  },
  "/api/affiliates/[id]": {
    GET: {
      summary: "An affiliate's link and referred customers (its owner or an admin)",
      response: affiliateSchema,
    },
  },
  "/api/auth/forgot-password": {
    POST: {
      summary:
        "Mail a single-use reset link (the same answer whether or not the email has an account)",
      response: messageSchema,
    },
  },
  "/api/auth/reset-password": {
    POST: { summary: "Set a new password with a reset link's token", response: messageSchema },
  },
  "/api/auth/validate-customer": {
    POST: {
      summary: "Check the sign-up fields and that the email is free",
      response: emailAvailableSchema,
    },
  },
  "/api/cron/rollover": {
    POST: {
      summary:
        "Run the weekly rollover now (scheduler): each due week's summary, or with dryRun what it would do",
      response: rolloverRunSchema,
    },
  },
  "/api/health/ready": {
    GET: {
      summary:
        "Readiness: 200 when the database, the job queue's schema and the catalogue listener answer, else 503 with the same body",
      response: readinessSchema,
      alsoStatuses: [503],
    },
  },
  "/api/invoices/[invoiceId]": {
    GET: { summary: "One invoice with its lines", response: invoiceSchema },
  },
  "/api/notifications/[notificationId]": {
    PUT: { summary: "Mark a notification read or unread", response: notificationMarkedSchema },
  },
  "/api/orders": {
    POST: { summary: "Place a week's meals (idempotent per week)", response: orderSchema },
  },
  "/api/orders/[orderId]": {
    GET: { summary: "One order", response: orderSchema },
  },
  "/api/orders/week/[weekId]": {
    PATCH: { summary: "Skip or unskip that week", response: customerWeekSchema },
  },
  "/api/payments/offline/payment-methods": {
    POST: {
      summary: "Test mode only: the offline card form's tokenizer",
      response: offlineCardTokenSchema,
    },
  },
  "/api/stripe/coupons/[coupon]": {
    GET: {
      summary: "Check a coupon or gift code (failed lookups limited per address)",
      response: codeLookupSchema,
      errors: [429],
    },
  },
  "/api/users/[userId]": {
    PUT: {
      summary: "Change the delivery day/time (and split delivery) or the name",
      response: updatedUserSchema,
    },
  },
  "/api/users/[userId]/affiliate": {
    GET: {
      summary: "The customer's affiliate link, if they joined",
      response: affiliateOfUserSchema,
    },
    POST: {
      summary: "Join the affiliate programme (201 the first time, 200 after)",
      response: affiliateSchema,
      status: 201,
      alsoStatuses: [200],
    },
  },
  "/api/users/[userId]/coupons/[coupon]": {
    POST: {
      summary: "Attach a coupon or gift code (failed lookups limited per address and account)",
      response: codeLookupSchema,
      errors: [429],
    },
  },
  "/api/users/[userId]/customer-account": {
    GET: {
      summary: "The account tabs: profile, address, card, plan",
      response: customerAccountSchema,
    },
  },
  "/api/users/[userId]/dashboard": {
    GET: { summary: "The customer home", response: dashboardSchema },
  },
  "/api/users/[userId]/deactivate": {
    POST: { summary: "Deactivate the account", response: deactivatedSchema },
  },
  "/api/users/[userId]/invoices": {
    GET: {
      summary: "The customer's invoices, newest first, a page at a time",
      response: invoicePageSchema,
    },
  },
  "/api/users/[userId]/last-accessed-role": {
    PUT: {
      summary: "Remember which side (customer or admin) the user last used",
      response: lastAccessedRoleSchema,
    },
  },
  "/api/users/[userId]/onboarding": {
    POST: { summary: "Finish sign-up", response: onboardingSchema },
  },
  "/api/users/[userId]/order-summary": {
    GET: { summary: "The priced first-order summary for a plan", response: orderSummarySchema },
  },
  "/api/users/[userId]/orders/[orderId]/payment": {
    GET: {
      summary: "An order's payment that the bank wants confirmed (3-D Secure)",
      response: paymentConfirmationSchema,
    },
    POST: {
      summary: "Record the customer's confirmation of that payment",
      response: paymentConfirmationSchema,
    },
  },
  "/api/users/[userId]/orders/week/[weekStart]/size": {
    PUT: {
      summary: "A box size for this one week (the plan stays); meals that fit are kept",
      response: customerWeekSchema,
      errors: [409],
    },
  },
  "/api/users/[userId]/orders/week/[weekStart]/add-ons": {
    PUT: {
      summary: "A week's add-ons only (the meals stay, or are left to the chef)",
      response: customerWeekSchema,
      errors: [409],
    },
  },
  "/api/users/[userId]/orders/week/[weekStart]": {
    GET: { summary: "One week's menu with the customer's order", response: customerWeekSchema },
    PUT: { summary: "Save a week's meals", response: customerWeekSchema },
  },
  "/api/users/[userId]/orders/week/current-week": {
    GET: {
      summary: "The next weeks with their menus and the customer's orders",
      response: customerWeeksSchema,
    },
  },
  "/api/users/[userId]/password": {
    PUT: {
      summary: "Change the password (other sessions are signed out)",
      response: passwordChangedSchema,
    },
  },
  "/api/users/[userId]/payment-method": {
    GET: {
      summary: "The saved card, the 24-48 hour notice and pending retries",
      response: paymentMethodViewSchema,
    },
    POST: {
      summary: "Save a card (a Stripe payment method id)",
      response: savedPaymentMethodSchema,
    },
  },
  "/api/users/[userId]/payment-method/setup-intent": {
    POST: { summary: "A SetupIntent client secret for saving a card", response: setupSecretSchema },
  },
  "/api/users/[userId]/subscription": {
    POST: { summary: "Start or change the plan", response: subscriptionStartedSchema },
    PUT: { summary: "Pause, resume or cancel the plan", response: subscriptionUpdatedSchema },
  },
});
