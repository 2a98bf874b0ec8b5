// What a route handler cannot tell the document by itself: its success answer, and a summary.
// Most answers are in answer-docs.ts (checked against each route's answer type); here are the
// earlier ones, the binary answers and the routes outside that check. An operation listed nowhere
// appears as "any JSON", and tests/openapi/covers-every-route.test.ts fails on it.
import { z } from "zod";
import type { OperationDocs } from "@/lib/openapi/build-document";
import {
  allergenExclusionsSchema,
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
import { openApiDocumentSchema } from "@/lib/openapi/dto/ops";
import { answerDocs } from "./answer-docs";

const ok = z.object({ ok: z.literal(true) }).meta({ id: "Ok" });
const pdf = { media: "application/pdf" } as const;
const unrouted = { summary: "Any /api path without a route: a JSON 404", noSuccess: true } as const;

export const operationDocs: OperationDocs = {
  ...answerDocs,
  "POST /api/auth/view-as/end": {
    summary: "Back to admin from viewing as a customer",
    response: viewAsEndSchema,
  },
  "GET /api/[...path]": unrouted,
  "POST /api/[...path]": unrouted,
  "PUT /api/[...path]": unrouted,
  "PATCH /api/[...path]": unrouted,
  "DELETE /api/[...path]": unrouted,
  "GET /api/health": {
    summary: "Liveness probe",
    response: z.object({ status: z.literal("ok") }),
  },
  "GET /api/openapi.json": { summary: "This document", response: openApiDocumentSchema },
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
  "GET /api/notifications/users/[userId]": {
    summary: "The bell's notifications, newest first, with the unread count",
    response: notificationListSchema,
  },
  "GET /api/users/[userId]/credits": {
    summary: "Credit balance, the ledger (newest first) and the referral link",
    response: creditsSchema,
  },
  "POST /api/stripe/webhook": {
    summary: "Stripe's events",
    audience: "stripe",
    response: z.object({ received: z.literal(true) }).loose(),
  },
  "GET /api/admin/kitchen/labels": { summary: "A day's container labels", ...pdf },
  "GET /api/admin/kitchen/production/pdf": { summary: "The production sheet", ...pdf },
  "GET /api/invoices/[invoiceId]/receipt": { summary: "An invoice's receipt", ...pdf },
  "GET /api/dish-images/[imageId]": { summary: "An uploaded dish photo", media: "image/*" },
  "GET /api/admin/outbox/[name]": { summary: "One captured message", media: "message/rfc822" },
};
