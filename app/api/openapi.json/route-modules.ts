// Every route module under app/api (but this document's own), keyed by its file pattern. The
// file-tree test (tests/openapi/covers-every-route.test.ts) fails when a route is missing here.
// `satisfies` keeps each module's own type: answer-docs.ts checks answer schemas against it.
import type { RouteModules } from "@/lib/openapi/build-document";
import * as r0 from "@/app/api/[[...path]]/route";
import * as r1 from "@/app/api/addresses/route";
import * as r2 from "@/app/api/addresses/autocomplete/route";
import * as r3 from "@/app/api/addresses/notify-me/route";
import * as r4 from "@/app/api/addresses/validate-postal-code/route";
import * as d1 from "@/app/api/admin/deliveries/route";
import * as d2 from "@/app/api/admin/deliveries/start/route";
import * as d3 from "@/app/api/admin/deliveries/[orderId]/[day]/route";
import * as d4 from "@/app/api/admin/deliveries/[orderId]/[day]/decision/route";
import * as p1 from "@/app/api/users/[userId]/delivery-problems/route";
import * as p2 from "@/app/api/users/[userId]/delivery-problem-photos/route";
import * as p3 from "@/app/api/users/[userId]/delivery-problem-photos/[photoId]/route";
import * as p4 from "@/app/api/admin/delivery-problems/[problemId]/route";
import * as e1 from "@/app/api/admin/exceptions/route";
import * as e2 from "@/app/api/admin/orders/[orderId]/hold/route";
import * as e3 from "@/app/api/admin/orders/[orderId]/release/route";
import * as e4 from "@/app/api/admin/orders/[orderId]/resolve/route";
import * as e5 from "@/app/api/admin/orders/[orderId]/dishes/route";
import * as h1 from "@/app/api/health/ready/route";
import * as m1 from "@/app/api/metrics/route";
import * as a1 from "@/app/api/admin/add-ons/route";
import * as a2 from "@/app/api/admin/add-ons/[addOnId]/route";
import * as a3 from "@/app/api/admin/weeks/[weekStart]/add-ons/route";
import * as r5 from "@/app/api/admin/dashboard/route";
import * as r6 from "@/app/api/admin/dish-images/route";
import * as r7 from "@/app/api/admin/dishes/route";
import * as r8 from "@/app/api/admin/dishes/[dishId]/route";
import * as r9 from "@/app/api/admin/dishes/[dishId]/restore/route";
import * as r10 from "@/app/api/admin/kitchen/labels/route";
import * as r11 from "@/app/api/admin/kitchen/production/route";
import * as r12 from "@/app/api/admin/kitchen/production/pdf/route";
import * as k1 from "@/app/api/admin/kitchen/production/csv/route";
import * as rc from "@/app/api/admin/reports/[report]/csv/route";
import * as rp from "@/app/api/admin/reports/[report]/pdf/route";
import * as k2 from "@/app/api/admin/orders/[orderId]/address/route";
import * as r13 from "@/app/api/admin/orders/[orderId]/refund/route";
import * as r14 from "@/app/api/admin/outbox/route";
import * as r15 from "@/app/api/admin/outbox/[name]/route";
import * as r16 from "@/app/api/admin/report-mails/[id]/route";
import * as r17 from "@/app/api/admin/reports/[report]/route";
import * as r18 from "@/app/api/admin/reports/[report]/email/route";
import * as r19 from "@/app/api/admin/rollover/preview/route";
import * as r20 from "@/app/api/admin/users/route";
import * as r21 from "@/app/api/admin/users/[userId]/route";
import * as r22 from "@/app/api/admin/users/[userId]/actions/route";
import * as r23 from "@/app/api/admin/users/[userId]/view-as/route";
import * as r24 from "@/app/api/admin/weeks/[weekStart]/menu/route";
import * as r25 from "@/app/api/admin/weeks/[weekStart]/publish/route";
import * as r26 from "@/app/api/affiliates/[id]/route";
import * as r27 from "@/app/api/auth/forgot-password/route";
import * as r28 from "@/app/api/auth/login/route";
import * as r29 from "@/app/api/auth/logout/route";
import * as r30 from "@/app/api/auth/me/route";
import * as r31 from "@/app/api/auth/register/route";
import * as r32 from "@/app/api/auth/register/customer/route";
import * as r33 from "@/app/api/auth/reset-password/route";
import * as r34 from "@/app/api/auth/validate-customer/route";
import * as r35 from "@/app/api/auth/view-as/end/route";
import * as r36 from "@/app/api/cron/rollover/route";
import * as r37 from "@/app/api/delivery/first-delivery/route";
import * as r38 from "@/app/api/dish-images/[imageId]/route";
import * as r39 from "@/app/api/faqs/route";
import * as r40 from "@/app/api/health/route";
import * as r41 from "@/app/api/invoices/[invoiceId]/route";
import * as r42 from "@/app/api/invoices/[invoiceId]/receipt/route";
import * as r43 from "@/app/api/notifications/[notificationId]/route";
import * as r44 from "@/app/api/notifications/users/[userId]/route";
import * as r45 from "@/app/api/orders/route";
import * as r46 from "@/app/api/orders/[orderId]/route";
import * as r47 from "@/app/api/orders/week/[weekId]/route";
import * as r48 from "@/app/api/payments/offline/payment-methods/route";
import * as r49 from "@/app/api/plans/route";
import * as r50 from "@/app/api/stripe/coupons/[coupon]/route";
import * as r51 from "@/app/api/stripe/webhook/route";
import * as r52 from "@/app/api/users/[userId]/route";
import * as r53 from "@/app/api/users/[userId]/affiliate/route";
import * as r54 from "@/app/api/users/[userId]/allergens/route";
import * as r55 from "@/app/api/users/[userId]/coupons/[coupon]/route";
import * as r56 from "@/app/api/users/[userId]/credits/route";
import * as r57 from "@/app/api/users/[userId]/customer-account/route";
import * as r58 from "@/app/api/users/[userId]/dashboard/route";
import * as r59 from "@/app/api/users/[userId]/deactivate/route";
import * as r60 from "@/app/api/users/[userId]/invoices/route";
import * as r61 from "@/app/api/users/[userId]/last-accessed-role/route";
import * as r62 from "@/app/api/users/[userId]/onboarding/route";
import * as r63 from "@/app/api/users/[userId]/order-summary/route";
import * as r64 from "@/app/api/users/[userId]/orders/[orderId]/payment/route";
import * as r65 from "@/app/api/users/[userId]/orders/week/[weekStart]/route";
import * as r66 from "@/app/api/users/[userId]/orders/week/current-week/route";
import * as r67 from "@/app/api/users/[userId]/password/route";
import * as r68 from "@/app/api/users/[userId]/payment-method/route";
import * as r69 from "@/app/api/users/[userId]/payment-method/setup-intent/route";
import * as r70 from "@/app/api/users/[userId]/subscription/route";
import * as r71 from "@/app/api/weeks/[weekStart]/route";
import * as r72 from "@/app/api/weeks/current-week/route";
import * as r73 from "@/app/api/weeks/upcoming-week/route";
import * as g1 from "@/app/api/gift-cards/route";
import * as g2 from "@/app/api/gift-cards/status/[token]/route";
import * as g3 from "@/app/api/users/[userId]/gift-cards/route";
import * as g4 from "@/app/api/admin/gift-cards/route";
import * as g5 from "@/app/api/admin/gift-cards/[giftCardId]/refund/route";
import * as g6 from "@/app/api/cron/gift-cards/route";
import * as g7 from "@/app/api/gift-cards/status/[token]/authentication/route";
import * as q1 from "@/app/api/admin/dishes/[dishId]/ratings/route";
import * as q2 from "@/app/api/ratings/[token]/route";
import * as q3 from "@/app/api/users/[userId]/orders/[orderId]/ratings/route";
import * as r74 from "@/app/api/users/[userId]/diet/route";
import * as r75 from "@/app/api/users/[userId]/orders/week/[weekStart]/size/route";
import * as r76 from "@/app/api/users/[userId]/orders/week/[weekStart]/add-ons/route";

export const routeModules = {
  "/api/[[...path]]": r0,
  "/api/addresses": r1,
  "/api/addresses/autocomplete": r2,
  "/api/addresses/notify-me": r3,
  "/api/addresses/validate-postal-code": r4,
  "/api/admin/dashboard": r5,
  "/api/admin/dish-images": r6,
  "/api/admin/dishes": r7,
  "/api/admin/dishes/[dishId]": r8,
  "/api/admin/dishes/[dishId]/restore": r9,
  "/api/admin/dishes/[dishId]/ratings": q1,
  "/api/admin/deliveries": d1,
  "/api/admin/deliveries/start": d2,
  "/api/admin/deliveries/[orderId]/[day]": d3,
  "/api/admin/deliveries/[orderId]/[day]/decision": d4,
  "/api/users/[userId]/delivery-problems": p1,
  "/api/users/[userId]/delivery-problem-photos": p2,
  "/api/users/[userId]/delivery-problem-photos/[photoId]": p3,
  "/api/admin/delivery-problems/[problemId]": p4,
  "/api/admin/exceptions": e1,
  "/api/admin/orders/[orderId]/hold": e2,
  "/api/admin/orders/[orderId]/release": e3,
  "/api/admin/orders/[orderId]/resolve": e4,
  "/api/admin/orders/[orderId]/dishes": e5,
  "/api/health/ready": h1,
  "/api/metrics": m1,
  "/api/admin/add-ons": a1,
  "/api/admin/add-ons/[addOnId]": a2,
  "/api/admin/weeks/[weekStart]/add-ons": a3,
  "/api/admin/kitchen/labels": r10,
  "/api/admin/kitchen/production": r11,
  "/api/admin/kitchen/production/pdf": r12,
  "/api/admin/kitchen/production/csv": k1,
  "/api/admin/reports/[report]/csv": rc,
  "/api/admin/reports/[report]/pdf": rp,
  "/api/admin/orders/[orderId]/address": k2,
  "/api/admin/orders/[orderId]/refund": r13,
  "/api/admin/outbox": r14,
  "/api/admin/outbox/[name]": r15,
  "/api/admin/report-mails/[id]": r16,
  "/api/admin/reports/[report]": r17,
  "/api/admin/reports/[report]/email": r18,
  "/api/admin/rollover/preview": r19,
  "/api/admin/users": r20,
  "/api/admin/users/[userId]": r21,
  "/api/admin/users/[userId]/actions": r22,
  "/api/admin/users/[userId]/view-as": r23,
  "/api/admin/weeks/[weekStart]/menu": r24,
  "/api/admin/weeks/[weekStart]/publish": r25,
  "/api/affiliates/[id]": r26,
  "/api/auth/forgot-password": r27,
  "/api/auth/login": r28,
  "/api/auth/logout": r29,
  "/api/auth/me": r30,
  "/api/auth/register": r31,
  "/api/auth/register/customer": r32,
  "/api/auth/reset-password": r33,
  "/api/auth/validate-customer": r34,
  "/api/auth/view-as/end": r35,
  "/api/cron/rollover": r36,
  "/api/delivery/first-delivery": r37,
  "/api/dish-images/[imageId]": r38,
  "/api/faqs": r39,
  "/api/health": r40,
  "/api/invoices/[invoiceId]": r41,
  "/api/invoices/[invoiceId]/receipt": r42,
  "/api/notifications/[notificationId]": r43,
  "/api/notifications/users/[userId]": r44,
  "/api/orders": r45,
  "/api/orders/[orderId]": r46,
  "/api/orders/week/[weekId]": r47,
  "/api/payments/offline/payment-methods": r48,
  "/api/plans": r49,
  "/api/ratings/[token]": q2,
  "/api/stripe/coupons/[coupon]": r50,
  "/api/stripe/webhook": r51,
  "/api/users/[userId]": r52,
  "/api/users/[userId]/affiliate": r53,
  "/api/users/[userId]/allergens": r54,
  "/api/users/[userId]/coupons/[coupon]": r55,
  "/api/users/[userId]/credits": r56,
  "/api/users/[userId]/customer-account": r57,
  "/api/users/[userId]/dashboard": r58,
  "/api/users/[userId]/deactivate": r59,
  "/api/users/[userId]/invoices": r60,
  "/api/users/[userId]/last-accessed-role": r61,
  "/api/users/[userId]/onboarding": r62,
  "/api/users/[userId]/order-summary": r63,
  "/api/users/[userId]/orders/[orderId]/payment": r64,
  "/api/users/[userId]/orders/[orderId]/ratings": q3,
  "/api/users/[userId]/orders/week/[weekStart]": r65,
  "/api/users/[userId]/orders/week/current-week": r66,
  "/api/users/[userId]/password": r67,
  "/api/users/[userId]/payment-method": r68,
  "/api/users/[userId]/payment-method/setup-intent": r69,
  "/api/users/[userId]/subscription": r70,
  "/api/weeks/[weekStart]": r71,
  "/api/weeks/current-week": r72,
  "/api/weeks/upcoming-week": r73,
  "/api/gift-cards": g1,
  "/api/gift-cards/status/[token]": g2,
  "/api/users/[userId]/gift-cards": g3,
  "/api/admin/gift-cards": g4,
  "/api/admin/gift-cards/[giftCardId]/refund": g5,
  "/api/cron/gift-cards": g6,
  "/api/gift-cards/status/[token]/authentication": g7,
  "/api/users/[userId]/diet": r74,
  "/api/users/[userId]/orders/week/[weekStart]/size": r75,
  "/api/users/[userId]/orders/week/[weekStart]/add-ons": r76,
} satisfies RouteModules;
