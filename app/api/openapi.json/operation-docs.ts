// What a route handler cannot tell the document by itself: its success answer, and a summary.
// Most answers are in answer-docs.ts (checked against each route's answer type); here are the
// earlier ones, the binary answers and the routes outside that check. An operation listed nowhere
// appears as "any JSON", and tests/openapi/covers-every-route.test.ts fails on it.
import { z } from "zod";
import type { OperationDocs } from "@/lib/openapi/build-document";
import {
  allergenExclusionsSchema,
  dietPreferenceSchema,
  meSchema,
  notificationListSchema,
  signedInSchema,
} from "@/lib/openapi/dto/account";
import {
  faqSchema,
  firstDeliverySchema,
  planSchema,
  weekMenuSchema,
} from "@/lib/openapi/dto/catalog";
import { viewAsEndSchema } from "@/lib/openapi/dto/admin";
import { creditsSchema } from "@/lib/openapi/dto/credits";
import {
  decisionMessageSchema,
  deliveryProblemsSchema,
  problemPhotoSchema,
  reportProblemResultSchema,
} from "@/lib/openapi/dto/delivery-problems";
import {
  adminGiftCardSchema,
  giftCardPurchaseAnswer,
  giftCardSchema,
} from "@/lib/openapi/dto/gift-cards";
import { adminDishRatingsSchema, boxRatingsSchema } from "@/lib/openapi/dto/ratings";
import { openApiDocumentSchema } from "@/lib/openapi/dto/ops";
import { answerDocs } from "./answer-docs";
import { adminExamples } from "./examples/admin";
import { customerExamples } from "./examples/customer";
import { publicExamples } from "./examples/public";
import { withExamples } from "./examples/types";

const ok = z.object({ ok: z.literal(true) }).meta({ id: "Ok" });
const pdf = { media: "application/pdf" } as const;
const unrouted = { summary: "Any /api path without a route: a JSON 404", noSuccess: true } as const;

const docs: OperationDocs = {
  "POST /api/gift-cards": {
    summary:
      "Buy a gift card ($25–$500), signed in or not; paid by card at once, or after the bank's 3-D Secure check",
    response: giftCardPurchaseAnswer,
    errors: [402, 409, 429],
  },
  "POST /api/gift-cards/status/[token]/authentication": {
    summary:
      "After the bank's 3-D Secure check: settle the purchase from the provider (402 if the check failed)",
    response: giftCardSchema,
    errors: [402, 404, 409],
  },
  "GET /api/gift-cards/status/[token]": {
    summary: "A gift card's state, by the private link in its buyer's receipt",
    response: giftCardSchema,
    errors: [404],
  },
  "GET /api/users/[userId]/gift-cards": {
    summary: "The gift cards a customer bought while signed in, newest first",
    response: z.object({ items: z.array(giftCardSchema) }),
  },
  "GET /api/admin/gift-cards": {
    summary: "Find gift cards by buyer's or recipient's email, code or id (latest 50)",
    response: z.object({ items: z.array(adminGiftCardSchema) }),
  },
  "POST /api/admin/gift-cards/[giftCardId]/refund": {
    summary: "Refund a paid, unredeemed gift card (its code stops working); audited",
    response: adminGiftCardSchema,
    errors: [404, 409],
  },
  "POST /api/cron/gift-cards": {
    summary: "The hourly gift card sweep: finish half-done payments and refunds, send due mails",
    response: z.object({ resumed: z.number().int(), sent: z.number().int() }),
  },
  ...answerDocs,
  "POST /api/auth/view-as/end": {
    summary: "Back to admin from viewing as a customer",
    response: viewAsEndSchema,
  },
  "GET /api/[[...path]]": unrouted,
  "POST /api/[[...path]]": unrouted,
  "PUT /api/[[...path]]": unrouted,
  "PATCH /api/[[...path]]": unrouted,
  "DELETE /api/[[...path]]": unrouted,
  "GET /api/health": {
    summary: "Liveness probe",
    response: z.object({ status: z.literal("ok") }),
  },
  "GET /api/openapi.json": {
    summary: "This document",
    response: openApiDocumentSchema,
    example: { openapi: "3.1.0", info: { title: "Toronto meals API", version: "1" }, paths: {} },
  },
  "GET /api/metrics": {
    summary: "Prometheus metrics (Authorization: Bearer $METRICS_TOKEN; off while it is unset)",
    media: "text/plain; version=0.0.4",
    errors: [401, 404, 429],
  },
  "GET /api/plans": { summary: "Active plans, smallest first", response: z.array(planSchema) },
  "GET /api/faqs": { summary: "The published FAQ, in order", response: z.array(faqSchema) },
  "GET /api/weeks/current-week": {
    summary: "The delivery week in progress: its published menu",
    response: weekMenuSchema,
  },
  "GET /api/weeks/upcoming-week": {
    summary: "The menu customers choose from now, with its order deadline",
    response: weekMenuSchema,
  },
  "GET /api/weeks/[weekStart]": {
    summary: "A week's published menu (weekStart: a Monday, YYYY-MM-DD)",
    response: weekMenuSchema,
  },
  "GET /api/delivery/first-delivery": {
    summary: "The first delivery date a sign-up now would get",
    response: firstDeliverySchema,
  },
  "POST /api/auth/login": {
    summary: "Sign in: a bearer token (or the web session cookie)",
    response: signedInSchema,
    errors: [401, 429],
  },
  "POST /api/auth/register": {
    summary: "Create a customer account and sign it in",
    response: signedInSchema,
    status: 201,
    errors: [409],
  },
  "POST /api/auth/register/customer": {
    summary: "The sign-up funnel's account, with delivery schedule and referral",
    response: signedInSchema,
    errors: [409],
  },
  "POST /api/auth/logout": {
    summary: "Revoke the caller's session and clear the session cookies",
    response: ok,
    audience: "user",
    errors: [401],
  },
  "GET /api/auth/me": { summary: "The signed-in user", response: meSchema },
  "GET /api/users/[userId]/allergens": {
    summary: "The allergens the customer avoids",
    response: allergenExclusionsSchema,
  },
  "PUT /api/users/[userId]/allergens": {
    summary: "Replace the allergens the customer avoids",
    response: allergenExclusionsSchema,
  },
  "GET /api/users/[userId]/diet": {
    summary: "The diet the menus filter by and the chef's selection keeps to",
    response: dietPreferenceSchema,
  },
  "PUT /api/users/[userId]/diet": {
    summary: "Set the customer's diet (null: none)",
    response: dietPreferenceSchema,
  },
  "GET /api/notifications/users/[userId]": {
    summary: "The bell's notifications, newest first, with the unread count",
    response: notificationListSchema,
  },
  "GET /api/users/[userId]/credits": {
    summary: "Credit balance, the ledger (newest first) and the referral link",
    response: creditsSchema,
  },
  "GET /api/users/[userId]/orders/[orderId]/ratings": {
    summary: "A box's dishes with the customer's stars and comments (rated once delivered)",
    response: boxRatingsSchema,
    errors: [404],
  },
  "PUT /api/users/[userId]/orders/[orderId]/ratings": {
    summary: "Rate one dish of a delivered box 1 to 5 (again: the rating changes)",
    response: boxRatingsSchema,
    errors: [404, 409],
  },
  "GET /api/ratings/[token]": {
    summary: "The box a 'How was your box?' link names, without signing in",
    response: boxRatingsSchema,
    errors: [404],
  },
  "PUT /api/ratings/[token]": {
    summary: "Rate one dish of the box a 'How was your box?' link names",
    response: boxRatingsSchema,
    errors: [404, 409],
  },
  "GET /api/admin/dishes/[dishId]/ratings": {
    summary: "One dish's ratings and comments, newest first, with its average",
    response: adminDishRatingsSchema,
    errors: [404],
  },
  "POST /api/stripe/webhook": {
    summary: "Stripe's events",
    audience: "stripe",
    response: z.object({ received: z.literal(true) }).loose(),
  },
  "GET /api/admin/kitchen/labels": {
    summary: "A day's container labels, or one box's (order=LK-…) to reprint",
    ...pdf,
  },
  "GET /api/admin/kitchen/production/pdf": { summary: "The production sheet", ...pdf },
  "POST /api/admin/orders/[orderId]/address": {
    summary: "The kitchen sets a box's delivery address (the customer's too), audited",
    response: z.object({ message: z.string(), address: z.string() }),
  },
  "GET /api/admin/reports/[report]/pdf": {
    summary: "One report as a PDF (every column, the week in words)",
    ...pdf,
  },
  "GET /api/admin/reports/[report]/csv": { summary: "One report as a CSV", media: "text/csv" },
  "GET /api/admin/kitchen/production/csv": {
    summary: "The production sheet's shopping list, in grams",
    media: "text/csv",
  },
  "GET /api/invoices/[invoiceId]/receipt": { summary: "An invoice's receipt", ...pdf },
  "GET /api/dish-images/[imageId]": { summary: "An uploaded dish photo", media: "image/*" },
  "GET /api/admin/outbox/[name]": { summary: "One captured message", media: "message/rfc822" },
  "GET /api/users/[userId]/delivery-problems": {
    summary: "Boxes still open to a problem report (48 hours from delivery), and the reports made",
    response: deliveryProblemsSchema,
  },
  "POST /api/users/[userId]/delivery-problems": {
    summary: "Report a problem with a delivered box (credited at once within the policy)",
    status: 201,
    response: reportProblemResultSchema,
  },
  "POST /api/users/[userId]/delivery-problem-photos": {
    summary: "Upload a photo for a report (raw JPEG, PNG or WebP bytes, 5 MB at most)",
    status: 201,
    response: problemPhotoSchema,
  },
  "GET /api/users/[userId]/delivery-problem-photos/[photoId]": {
    summary: "A report's photo (its customer and admins)",
    media: "image/*",
  },
  "POST /api/admin/delivery-problems/[problemId]": {
    summary: "Approve (credit) or deny a report waiting for an admin",
    response: decisionMessageSchema,
  },
};

/** Every operation's doc, with its example request body and answer (./examples). */
export const operationDocs = withExamples(docs, {
  ...publicExamples,
  ...customerExamples,
  ...adminExamples,
});
