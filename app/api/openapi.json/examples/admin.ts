// Examples of the admin's calls (Priya Raman, lib/seed/accounts.ts) and the operator's: the
// scheduler's cron calls, the probes and Stripe's webhook.
import type { OperationExamples } from "./types";
import {
  NOW,
  THIS_WEEK,
  THIS_WEEK_DEADLINE,
  UPCOMING_DEADLINE,
  UPCOMING_WEEK,
  address,
  adminAddOn,
  adminDish,
  butterChicken,
  butterTart,
  giftCard,
  ids,
  maya,
  me,
  rolloverPreview,
  salmon,
} from "./demo";

const dishBody = {
  name: butterChicken.name,
  description: butterChicken.description,
  protein: 38,
  carbs: 52,
  fat: 18,
  calories: 520,
  ingredients: butterChicken.ingredients,
  allergens: ["Milk"],
  tags: ["High protein", "Gluten-free", "Chef's favourite"],
  splitDeliveryEligible: true,
  imageUrl: butterChicken.imageUrl,
  recipe: adminDish.recipe,
};

const { id: _id, slug: _slug, ...addOnBody } = butterTart;

const glance = {
  weekStart: THIS_WEEK,
  orderDeadline: THIS_WEEK_DEADLINE,
  ordersByStatus: { PAID: 41, PAYMENT_FAILED: 1 },
  meals: 336,
  mealsPerDish: [
    { dish: butterChicken.name, meals: 88 },
    { dish: salmon.name, meals: 61 },
  ],
  apart: { held: { boxes: 0, meals: 0 }, unpaid: { boxes: 1, meals: 8 } },
  chargedCents: 452380,
  refundedCents: 1299,
  failedPayments: 1,
  close: {
    state: "cooking" as const,
    stops: 42,
    settled: 0,
    toDecide: 0,
    held: 0,
    words: "The kitchen is cooking; boxes go out Monday.",
  },
};

const weekMenuItems = [
  { dish: butterChicken, isNew: false, sortingOrder: 10, cap: null, taken: 88 },
  { dish: salmon, isNew: true, sortingOrder: 20, cap: 75, taken: 61 },
];

const adminWeekMenu = {
  weekStart: UPCOMING_WEEK,
  endDate: "2026-12-13",
  orderDeadline: UPCOMING_DEADLINE,
  readOnly: false,
  draft: false,
  items: weekMenuItems,
};

const reportMail = {
  id: "cmi0rmail0kitchenprep001",
  report: "kitchen-prep",
  weekStart: THIS_WEEK,
  recipients: ["kitchen@lakeshorekitchen.ca"],
  formats: ["csv", "pdf"],
  status: "QUEUED" as const,
  error: null,
  createdAt: NOW,
  sentAt: null,
};

const adminGiftCard = {
  ...giftCard,
  buyerName: "Maya Thompson",
  buyerEmail: maya.email,
  buyerUserId: ids.maya,
  code: "GIFT-7QK2-M9XD",
  refundReason: null,
  refundable: true,
};

const kitchenException = {
  key: `payment-failed:${ids.thisOrder}`,
  kind: "payment-failed" as const,
  label: "Payment failed",
  detail: "Card declined (insufficient funds) at the deadline; retried once.",
  box: {
    orderId: ids.thisOrder,
    number: "LK-1057",
    status: "PAYMENT_FAILED",
    mealsCount: 8,
    deliveryDay: "MONDAY",
    held: null,
  },
  customer: {
    userId: ids.maya,
    name: "Maya Thompson",
    email: maya.email,
    phone: maya.phone,
  },
  actions: ["retry-charge" as const, "hold" as const, "contact" as const],
  resolved: null,
};

export const adminExamples: OperationExamples = {
  "/api/admin/dashboard": {
    GET: {
      answer: {
        now: NOW,
        kitchen: [{ ...glance, deliveriesToday: false }],
        current: glance,
        upcoming: {
          ...glance,
          weekStart: UPCOMING_WEEK,
          orderDeadline: UPCOMING_DEADLINE,
          ordersByStatus: { OPEN: 37 },
          chargedCents: 0,
          refundedCents: 0,
          failedPayments: 0,
          apart: { held: { boxes: 0, meals: 0 }, unpaid: { boxes: 0, meals: 0 } },
          close: null,
        },
        subscriptions: { started: 6, paused: 2, cancelled: 1 },
        history: [{ weekStart: "2026-11-23", chargedCents: 438410, meals: 320 }],
      },
    },
  },
  "/api/admin/dish-images": {
    POST: {
      answer: { id: "cmi0img0butterchicken001", url: "/api/dish-images/cmi0img0butterchicken001" },
    },
  },
  "/api/admin/dishes": {
    GET: { answer: { dishes: [adminDish], total: 38, page: 1, pageSize: 20 } },
    POST: { body: dishBody, answer: adminDish },
  },
  "/api/admin/dishes/[dishId]": {
    GET: { answer: adminDish },
    PUT: { body: dishBody, answer: adminDish },
    DELETE: {
      answer: {
        outcome: "archived",
        message: "Butter Chicken with Cumin Basmati was ordered before, so it was archived.",
      },
    },
  },
  "/api/admin/dishes/[dishId]/restore": { POST: { answer: adminDish } },
  "/api/admin/dishes/[dishId]/ratings": {
    GET: {
      answer: {
        dishId: ids.butterChicken,
        name: butterChicken.name,
        average: 4.6,
        count: 23,
        histogram: [0, 1, 1, 4, 17],
        ratings: [
          {
            id: "cmi0rating0maya0000000001",
            stars: 5,
            comment: "Rich sauce, great rice.",
            customerName: "Maya Thompson",
            customerId: ids.maya,
            orderNumber: "LK-1042",
            ratedAt: "2026-11-24T02:10:00.000Z",
          },
        ],
      },
    },
  },
  "/api/admin/deliveries": {
    GET: {
      answer: {
        week: THIS_WEEK,
        day: "MONDAY",
        date: THIS_WEEK,
        dateLabel: "Monday, November 30",
        dayHasCome: false,
        stops: [
          {
            orderId: ids.thisOrder,
            orderNumber: "LK-1057",
            day: "MONDAY",
            customer: "Maya Thompson",
            phone: maya.phone,
            address: "85 Queens Quay W, Unit 1204, Toronto, ON M5J 0A3",
            buzzer: address.buzzer,
            instructions: address.instructions,
            window: "4:00 PM – 8:00 PM",
            meals: 8,
            dishes: [
              { name: butterChicken.name, quantity: 4 },
              { name: salmon.name, quantity: 4 },
            ],
            state: "pending",
            stateLabel: "Not out yet",
            onItsWayAt: null,
            markedAt: null,
            markedBy: null,
            reason: null,
            decidedAt: null,
            decidedBy: null,
            creditCents: 0,
            boxCreditCents: 10392,
            deliveredAt: null,
            canMarkDelivered: false,
            canMarkNotDelivered: false,
            canDecide: false,
            exceptions: [],
          },
        ],
        counts: {
          pending: 1,
          redeliver: 0,
          delivered: 0,
          assumed: 0,
          "not-delivered": 0,
          credited: 0,
        },
        toTell: 1,
        startedAt: null,
        unpaid: null,
        held: null,
        homeless: [],
        settled: false,
      },
    },
  },
  "/api/admin/deliveries/start": {
    POST: {
      body: { week: THIS_WEEK, day: "monday" },
      answer: { told: 28, message: "28 customers were told their box is on its way." },
    },
  },
  "/api/admin/deliveries/[orderId]/[day]": {
    POST: {
      body: { mark: "not-delivered", reason: "No answer at the buzzer; concierge closed." },
      answer: { message: "LK-1057 marked not delivered." },
    },
  },
  "/api/admin/deliveries/[orderId]/[day]/decision": {
    POST: {
      body: { decision: "redeliver" },
      answer: { message: "LK-1057 goes out again on the next run." },
    },
  },
  "/api/admin/delivery-problems/[problemId]": {
    POST: {
      body: { decision: "approve", note: "Photo shows the cracked lid." },
      answer: { message: "Approved: $12.99 of credit added." },
    },
  },
  "/api/admin/exceptions": {
    GET: { answer: { weekStart: THIS_WEEK, open: [kitchenException], resolved: [] } },
  },
  "/api/admin/orders/[orderId]/hold": {
    POST: {
      body: { reason: "Customer asked to wait while they are away." },
      answer: { message: "LK-1057 is held: it stays out of the kitchen's counts." },
    },
  },
  "/api/admin/orders/[orderId]/dishes": {
    GET: {
      answer: {
        orderId: "cm0order000000000000000001",
        number: "LK-1057",
        missing: 2,
        overCap: [],
        dishes: [{ id: "cm0dish0000000000000000003", name: "Chana masala", left: 12 }],
        mealCents: 1299,
        paid: true,
      },
    },
    POST: {
      body: { action: "add", dishId: "cm0dish0000000000000000003" },
      answer: {
        message: "Box LK-1057: added Chana masala; $12.99 to be charged to the card.",
        chargedCents: 1299,
      },
    },
  },
  "/api/admin/orders/[orderId]/release": {
    POST: {
      body: { reason: "Customer is back; deliver as planned." },
      answer: { message: "LK-1057 is released." },
    },
  },
  "/api/admin/orders/[orderId]/resolve": {
    POST: {
      body: { kind: "no-address", note: "Address confirmed by phone." },
      answer: { message: "Marked resolved." },
    },
  },
  "/api/admin/orders/[orderId]/address": {
    POST: {
      body: { ...address, placeId: "local:example-place" },
      answer: {
        message: "Delivery address updated.",
        address: "85 Queens Quay W, Unit 1204, Toronto, ON M5J 0A3",
      },
    },
  },
  "/api/admin/orders/[orderId]/refund": {
    POST: {
      body: { amountCents: 1299, reason: "One salmon arrived damaged." },
      answer: {
        id: "cmi0refund0lk10420000001",
        orderId: ids.lastOrder,
        amountCents: 1299,
        status: "SUCCEEDED",
        refundedCents: 1299,
        chargedCents: 10392,
      },
    },
  },
  "/api/admin/add-ons": {
    GET: { answer: [adminAddOn] },
    POST: { body: addOnBody, answer: adminAddOn },
  },
  "/api/admin/add-ons/[addOnId]": {
    GET: { answer: adminAddOn },
    PUT: { body: addOnBody, answer: adminAddOn },
    DELETE: { answer: { outcome: "deleted", message: "Maple Butter Tart was deleted." } },
  },
  "/api/admin/weeks/[weekStart]/add-ons": {
    GET: {
      answer: {
        weekStart: UPCOMING_WEEK,
        readOnly: false,
        items: [{ addOn: butterTart, sortingOrder: 10, cap: 40, taken: 9 }],
      },
    },
    PUT: {
      body: { items: [{ addOnId: ids.tart, sortingOrder: 10, cap: 40 }] },
      answer: {
        weekStart: UPCOMING_WEEK,
        readOnly: false,
        items: [{ addOn: butterTart, sortingOrder: 10, cap: 40, taken: 9 }],
      },
    },
  },
  "/api/admin/weeks/[weekStart]/menu": {
    GET: { answer: adminWeekMenu },
    PUT: {
      body: {
        items: [
          { dishId: ids.butterChicken, isNew: false, sortingOrder: 10, cap: null },
          { dishId: ids.salmon, isNew: true, sortingOrder: 20, cap: 75 },
        ],
      },
      answer: { ...adminWeekMenu, draft: true },
    },
  },
  "/api/admin/weeks/[weekStart]/publish": { POST: { answer: adminWeekMenu } },
  "/api/admin/kitchen/production": {
    GET: {
      answer: {
        dishes: [
          {
            dishId: ids.butterChicken,
            name: butterChicken.name,
            paid: 88,
            pending: 0,
            lines: [
              {
                ingredient: "Chicken thigh",
                paidGrams: 14080,
                pendingGrams: 0,
                gramsPerPortion: 160,
              },
            ],
          },
        ],
        shopping: [{ ingredient: "Chicken thigh", paidGrams: 14080, pendingGrams: 0 }],
        withoutRecipe: [],
        portions: { paid: 88, pending: 0 },
        weekStart: THIS_WEEK,
        day: "monday",
        notPaid: [{ number: "LK-1057", payment: "Payment failed" }],
        held: [],
        addOns: [{ addOnId: ids.tart, name: butterTart.name, paid: 9, pending: 0 }],
      },
    },
  },
  "/api/admin/outbox": {
    GET: {
      answer: [
        {
          name: "2026-11-27T15-30-00-000Z-order-confirmation.eml",
          to: maya.email,
          subject: "Your meals for December 7 are saved",
          date: NOW,
          size: 18422,
        },
      ],
    },
  },
  "/api/admin/reports/[report]": {
    GET: {
      answer: {
        kind: "kitchen-prep",
        title: "Kitchen prep, week of November 30",
        weekStart: THIS_WEEK,
        columns: ["Dish", "Portions"],
        rows: [
          [butterChicken.name, 88],
          [salmon.name, 61],
        ],
      },
    },
  },
  "/api/admin/reports/[report]/email": {
    POST: {
      body: {
        weekStart: THIS_WEEK,
        recipients: ["kitchen@lakeshorekitchen.ca"],
        formats: ["csv", "pdf"],
      },
      answer: reportMail,
    },
  },
  "/api/admin/report-mails/[id]": {
    GET: { answer: { ...reportMail, status: "SENT", sentAt: "2026-11-27T15:30:09.000Z" } },
  },
  "/api/admin/rollover/preview": { GET: { answer: rolloverPreview } },
  "/api/admin/users": {
    GET: {
      answer: {
        users: [
          {
            id: ids.maya,
            name: "Maya Thompson",
            email: maya.email,
            status: "active",
            roles: ["customer"],
            plan: "8 meals a week",
            subscriptionStatus: "ACTIVE",
            createdAt: "2026-10-14T18:02:31.000Z",
          },
        ],
        total: 1,
        page: 1,
        pageSize: 25,
      },
    },
  },
  "/api/admin/users/[userId]": {
    GET: {
      answer: {
        id: ids.maya,
        name: "Maya Thompson",
        email: maya.email,
        phone: maya.phone,
        status: "active",
        roles: ["customer"],
        onboardingStatus: "complete",
        createdAt: "2026-10-14T18:02:31.000Z",
        balanceCents: -1500,
        subscription: {
          status: "ACTIVE",
          plan: "8 meals a week",
          mealsPerWeek: 8,
          deliveryDay: "MONDAY",
          deliveryTime: "16-20",
          startsOn: "2026-10-19",
          resumeOn: null,
          cancelReason: null,
        },
        address: {
          street: address.street,
          unit: address.unit,
          city: address.city,
          postalCode: address.postalCode,
          phone: address.phone,
          buzzer: address.buzzer,
          instructions: address.instructions,
        },
        card: { brand: "visa", last4: "4242", expMonth: 8, expYear: 2029, problem: null },
        orders: [
          {
            id: ids.lastOrder,
            number: "LK-1042",
            weekStart: "2026-11-23",
            status: "DELIVERED",
            mealsCount: 8,
            totalCents: 10392,
            refundableCents: 10392,
            charges: [
              {
                id: "cmi0charge0lk104200000001",
                amountCents: 10392,
                refundedCents: 0,
                status: "SUCCEEDED",
                failureMessage: null,
              },
            ],
            invoice: { id: ids.invoice, number: "INV-1042", status: "PAID", totalCents: 10392 },
          },
        ],
        credits: [
          {
            id: "cmi0credit0maya000000001",
            amountCents: -1500,
            reason: "REFERRAL",
            description: "Your friend Jordan got their first box",
            createdAt: "2026-11-18T05:00:20.000Z",
            reversible: true,
            takenBack: false,
          },
        ],
        audit: [
          {
            id: "cmi0audit0maya0000000001",
            action: "subscription.update",
            detail: null,
            actor: "Maya Thompson",
            before: { deliveryTime: "12-16" },
            after: { deliveryTime: "16-20" },
            createdAt: "2026-11-02T17:40:00.000Z",
            words: {
              title: "Delivery time changed",
              detail: null,
              changes: ["Delivery time: 12:00 PM – 4:00 PM → 4:00 PM – 8:00 PM"],
            },
          },
        ],
      },
    },
  },
  "/api/admin/users/[userId]/actions": {
    POST: {
      body: { action: "grant-credit", amountCents: 1000, reason: "Late delivery on November 23." },
      answer: { message: "$10.00 of credit granted to Maya Thompson." },
    },
  },
  "/api/admin/users/[userId]/view-as": {
    POST: {
      answer: { token: "view-as-session", expiresAt: "2026-11-27T16:00:00.000Z", user: me },
    },
  },
  "/api/auth/view-as/end": {
    POST: { answer: { ok: true, returnTo: `/admin/users/${ids.maya}` } },
  },
  "/api/admin/gift-cards": { GET: { answer: { items: [adminGiftCard] } } },
  "/api/admin/gift-cards/[giftCardId]/refund": {
    POST: {
      body: { reason: "Bought twice by mistake." },
      answer: {
        ...adminGiftCard,
        status: "REFUNDED",
        state: "Refunded",
        refundedAt: NOW,
        refundReason: "Bought twice by mistake.",
        refundable: false,
      },
    },
  },
  "/api/cron/rollover": {
    POST: {
      body: { dryRun: true },
      answer: { status: "dry-run", weeks: [rolloverPreview] },
    },
  },
  "/api/cron/gift-cards": { POST: { answer: { resumed: 0, sent: 2 } } },
  "/api/health/ready": {
    GET: {
      answer: {
        status: "ready",
        checks: {
          database: { status: "ok", detail: "answered SELECT 1", ms: 2 },
          jobQueue: { status: "ok", detail: "pg-boss schema version 46", ms: 3 },
          catalogListener: { status: "ok", detail: "listening", ms: 0 },
        },
      },
    },
  },
  "/api/stripe/webhook": { POST: { answer: { received: true } } },
};
