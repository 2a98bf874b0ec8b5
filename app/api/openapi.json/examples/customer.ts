// Examples of the signed-in customer's calls (Maya Thompson, lib/seed/accounts.ts).
import type { OperationExamples } from "./types";
import {
  NOW,
  UPCOMING_DEADLINE,
  UPCOMING_DEADLINE_LABEL,
  UPCOMING_WEEK,
  address,
  boxRatings,
  butterChicken,
  customerPlan,
  customerWeek,
  giftCard,
  ids,
  invoiceSummary,
  maya,
  me,
  order,
  paymentMethod,
  price,
  salmon,
} from "./demo";

const notification = {
  id: ids.notification,
  type: 1,
  title: "The menu for December 7 is out",
  body: "Pick your 8 meals by Wednesday, December 2 at 11:59 PM.",
  link: "/customer/meals",
  read: true,
  readAt: "2026-11-27T15:31:02.000Z",
  createdAt: "2026-11-26T14:00:00.000Z",
};

const affiliate = {
  id: "cmi0aff0maya000000000001",
  userId: ids.maya,
  code: maya.referralCode,
  link: `https://lakeshorekitchen.ca/?aff=${maya.referralCode}`,
  commissionPercent: 10,
  active: true,
  createdAt: "2026-11-02T17:45:10.000Z",
  referredCustomers: 2,
};

const referral = {
  code: maya.referralCode,
  link: `https://lakeshorekitchen.ca/signup?ref=${maya.referralCode}`,
  creditPerReferralCents: 1500,
  friendsJoined: 2,
  friendsCredited: 1,
};

const problem = {
  id: "cmi0prob0maya00000000001",
  orderId: ids.lastOrder,
  kind: "DAMAGED" as const,
  label: "Damaged meal",
  status: "CREDITED" as const,
  creditedCents: 1299,
  decisionNote: null,
  createdAt: "2026-11-24T01:12:40.000Z",
};

export const customerExamples: OperationExamples = {
  "/api/auth/me": { GET: { answer: me } },
  "/api/affiliates/[id]": { GET: { answer: affiliate } },
  "/api/users/[userId]/affiliate": {
    GET: { answer: { affiliate } },
    POST: { answer: affiliate },
  },
  "/api/users/[userId]": {
    PUT: {
      body: { deliveryDay: "MONDAY", deliveryTime: "16-20", splitDelivery: false },
      answer: { user: me, mealsCleared: false },
    },
  },
  "/api/users/[userId]/allergens": {
    GET: { answer: { allergenExclusions: ["Peanuts", "Tree nuts"] } },
    PUT: {
      body: { allergenExclusions: ["Peanuts", "Tree nuts"] },
      answer: { allergenExclusions: ["Peanuts", "Tree nuts"] },
    },
  },
  "/api/users/[userId]/diet": {
    GET: { answer: { dietPreference: "HIGH_PROTEIN" } },
    PUT: { body: { dietPreference: "HIGH_PROTEIN" }, answer: { dietPreference: "HIGH_PROTEIN" } },
  },
  "/api/users/[userId]/coupons/[coupon]": {
    POST: {
      answer: {
        kind: "coupon",
        id: "cmi0coupon0save100000001",
        description: "$10 off every weekly order",
        code: "SAVE10",
        discountType: "AMOUNT",
        percentOff: null,
        amountOffCents: 1000,
        duration: "RECURRING",
      },
    },
  },
  "/api/users/[userId]/credits": {
    GET: {
      answer: {
        balanceCents: -1500,
        creditCents: 1500,
        label: "$15.00 credit",
        items: [
          {
            id: "cmi0credit0maya000000001",
            amountCents: -1500,
            creditCents: 1500,
            reason: "REFERRAL",
            reasonLabel: "Referral",
            description: "Your friend Jordan got their first box",
            orderNumber: null,
            createdAt: "2026-11-18T05:00:20.000Z",
          },
        ],
        page: 1,
        pageSize: 20,
        total: 1,
        giftBalanceCents: 0,
        referral,
      },
    },
  },
  "/api/users/[userId]/customer-account": {
    GET: {
      answer: {
        user: {
          id: ids.maya,
          firstName: maya.firstName,
          lastName: maya.lastName,
          email: maya.email,
          status: "active",
          isAdmin: false,
        },
        plan: customerPlan,
        cancelled: null,
        deliverySchedule: {
          deliveryDay: "MONDAY",
          deliveryTime: "16-20",
          deliveryWindow: "4:00 PM – 8:00 PM",
          splitDelivery: false,
          splitRule: { available: true },
        },
        address,
        card: {
          brand: "visa",
          last4: "4242",
          expMonth: 8,
          expYear: 2029,
          problem: null,
          testMode: true,
        },
        chargeInProgress: false,
        paymentUpdateNotice:
          "A new card is used from the next charge; allow 24-48 hours before a delivery.",
        upcomingWeek: {
          weekStart: UPCOMING_WEEK,
          orderDeadline: UPCOMING_DEADLINE,
          deadlineLabel: UPCOMING_DEADLINE_LABEL,
        },
        pause: {
          earliestResumeDate: "2026-12-14",
          latestResumeDate: "2027-02-22",
          resumeWeeks: [{ weekStart: "2026-12-14", resumeOn: "2026-12-14" }],
          preview: {
            weeks: [{ weekStart: UPCOMING_WEEK, dishes: [butterChicken.name, salmon.name] }],
            firstOrderPromoCents: 0,
          },
        },
      },
    },
  },
  "/api/users/[userId]/dashboard": {
    GET: {
      answer: {
        now: NOW,
        orderDeadline: UPCOMING_DEADLINE,
        customer: { firstName: maya.firstName, email: maya.email, returning: true },
        plan: {
          status: "ACTIVE",
          name: "8 meals a week",
          mealsPerWeek: 8,
          deliveryDay: "MONDAY",
          deliveryWindow: "4:00 PM – 8:00 PM",
          resumeOn: null,
          resumeOnLabel: null,
          pausedAt: null,
          onHoldAt: null,
        },
        upcomingWeek: {
          weekStart: UPCOMING_WEEK,
          weekEnd: "2026-12-13",
          weekLabel: "December 7 – 13",
          orderDeadline: UPCOMING_DEADLINE,
          deadlineLabel: UPCOMING_DEADLINE_LABEL,
          deliveryDate: "2026-12-07",
          deliveryLabel: "Monday, December 7, 4:00 PM – 8:00 PM",
          state: "MEALS_SELECTED",
          orderId: ids.upcomingOrder,
          mealsChosen: 8,
          mealsRequired: 8,
          meals: [
            { name: butterChicken.name, quantity: 5, imageUrl: butterChicken.imageUrl },
            { name: salmon.name, quantity: 3, imageUrl: salmon.imageUrl },
          ],
          action: { label: "Change meals", href: `/customer/meals?week=${UPCOMING_WEEK}` },
          menuPublished: true,
          splitDelivery: false,
          addOns: [{ name: "Salted caramel brownie", quantity: 2, totalCents: 998 }],
          totalCents: 11390,
          savingsCents: 0,
        },
        nextDelivery: {
          orderNumber: "LK-1057",
          weekStart: "2026-11-30",
          deliveryLabel: "Monday, November 30, 4:00 PM – 8:00 PM",
          status: "PAID",
          deliveredLabel: null,
          mealsCount: 8,
        },
        paymentFailed: null,
        paymentAction: null,
        paymentProblem: null,
        credit: { balanceCents: -1500, creditCents: 1500, label: "$15.00", giftBalanceCents: 0 },
        referral,
      },
    },
  },
  "/api/users/[userId]/deactivate": {
    POST: {
      body: { reason: "Moving out of the delivery area." },
      answer: { ok: true, status: "disabled" },
    },
  },
  "/api/users/[userId]/invoices": {
    GET: { answer: { items: [invoiceSummary], page: 1, pageSize: 10, total: 6 } },
  },
  "/api/invoices/[invoiceId]": {
    GET: {
      answer: {
        ...invoiceSummary,
        lines: [
          { description: butterChicken.name, quantity: 4, unitCents: 1299, totalCents: 5196 },
          { description: salmon.name, quantity: 4, unitCents: 1299, totalCents: 5196 },
        ],
        subtotalCents: 10392,
        discountCents: 0,
        giftCents: 0,
        creditCents: 0,
        taxCents: 0,
        refundedCents: 0,
        card: { brand: "visa", last4: "4242" },
        customer: { name: "Maya Thompson", email: maya.email },
        deliveryAddress: {
          street: address.street,
          unit: address.unit,
          city: address.city,
          province: address.province,
          postalCode: address.postalCode,
        },
      },
    },
  },
  "/api/users/[userId]/last-accessed-role": {
    PUT: { body: { role: "customer" }, answer: { lastAccessedRole: "customer" } },
  },
  "/api/users/[userId]/onboarding": {
    POST: {
      answer: {
        onboardingStatus: "complete",
        onboardingCompletedAt: "2026-11-27T15:34:51.000Z",
        orderId: ids.upcomingOrder,
      },
    },
  },
  "/api/users/[userId]/order-summary": {
    GET: {
      answer: {
        planId: ids.plan8,
        mealsPerWeek: 8,
        pricePerMealCents: 1299,
        splitDelivery: false,
        couponCode: "WELCOME50",
        ...price,
        subtotalCents: 10392,
        addOnsCents: 0,
        firstOrderPromoCents: 5196,
        couponSavingsCents: 5196,
        creditsAppliedCents: 0,
        totalCents: 5196,
      },
    },
  },
  "/api/users/[userId]/orders/[orderId]/payment": {
    GET: {
      answer: {
        orderId: ids.thisOrder,
        orderNumber: "LK-1057",
        weekStart: "2026-11-30",
        amountCents: 10392,
        status: "REQUIRES_ACTION",
        clientSecret: null,
        testMode: true,
      },
    },
    POST: {
      answer: {
        orderId: ids.thisOrder,
        orderNumber: "LK-1057",
        weekStart: "2026-11-30",
        amountCents: 10392,
        status: "PAID",
        clientSecret: null,
        testMode: true,
      },
    },
  },
  "/api/users/[userId]/orders/[orderId]/ratings": {
    GET: { answer: boxRatings },
    PUT: {
      body: { dishId: ids.butterChicken, stars: 5, comment: "Rich sauce, great rice." },
      answer: boxRatings,
    },
  },
  "/api/users/[userId]/orders/week/[weekStart]": {
    GET: { answer: customerWeek },
    PUT: {
      body: {
        items: [
          { dishId: ids.butterChicken, quantity: 5 },
          { dishId: ids.salmon, quantity: 3 },
        ],
        addOns: [{ addOnId: ids.tart, quantity: 1 }],
      },
      answer: customerWeek,
    },
  },
  "/api/users/[userId]/orders/week/[weekStart]/add-ons": {
    PUT: {
      body: { addOns: [{ addOnId: ids.tart, quantity: 2 }] },
      answer: customerWeek,
    },
  },
  "/api/users/[userId]/orders/week/[weekStart]/size": {
    PUT: {
      body: { mealsPerWeek: 10 },
      answer: {
        ...customerWeek,
        needsMeals: true,
        box: { mealsPerWeek: 10, pricePerMealCents: 1199, thisWeekOnly: true },
      },
    },
  },
  "/api/orders/week/[weekId]": {
    PATCH: {
      answer: {
        ...customerWeek,
        status: "SKIPPED",
        needsMeals: false,
        order: null,
        price: null,
      },
    },
  },
  "/api/users/[userId]/orders/week/current-week": {
    GET: {
      answer: {
        dishes: { [butterChicken.id]: butterChicken, [salmon.id]: salmon },
        addOns: Object.fromEntries(customerWeek.addOnMenu.map(({ addOn }) => [addOn.id, addOn])),
        weeks: [
          {
            ...customerWeek,
            menu: customerWeek.menu.map(({ dish, ...entry }) => ({ ...entry, dishId: dish.id })),
            addOnMenu: customerWeek.addOnMenu.map(({ addOn, ...line }) => ({
              ...line,
              addOnId: addOn.id,
            })),
          },
        ],
        now: NOW,
        splitDelivery: { available: true },
        plan: customerPlan,
        upcomingWeekStart: UPCOMING_WEEK,
        firstOrderSaving: null,
      },
    },
  },
  "/api/orders": {
    POST: {
      body: {
        weekStart: UPCOMING_WEEK,
        items: [
          { dishId: ids.butterChicken, quantity: 5 },
          { dishId: ids.salmon, quantity: 3 },
        ],
        addOns: [{ addOnId: ids.tart, quantity: 1 }],
      },
      answer: order,
    },
  },
  "/api/orders/[orderId]": { GET: { answer: order } },
  "/api/notifications/users/[userId]": {
    GET: {
      answer: { items: [{ ...notification, read: false, readAt: null }], unreadCount: 1, total: 1 },
    },
  },
  "/api/notifications/[notificationId]": {
    PUT: { body: { read: true }, answer: { notification, unreadCount: 0 } },
  },
  "/api/users/[userId]/password": {
    PUT: {
      body: {
        currentPassword: "example-old-passphrase",
        newPassword: "example-new-passphrase",
        confirmPassword: "example-new-passphrase",
      },
      answer: {
        ok: true,
        sessionsRevoked: 1,
        message: "Password changed. Your other devices were signed out.",
      },
    },
  },
  "/api/users/[userId]/payment-method": {
    GET: {
      answer: {
        paymentMethod,
        updateNotice:
          "A new card is used from the next charge; allow 24-48 hours before a delivery.",
        retries: [],
      },
    },
    POST: {
      body: { stripePaymentMethodId: ids.card },
      answer: { ...paymentMethod, retryingOrderIds: [] },
    },
  },
  "/api/users/[userId]/payment-method/setup-intent": {
    POST: { answer: { provider: "offline", testMode: true, clientSecret: null } },
  },
  "/api/users/[userId]/subscription": {
    POST: {
      body: { planId: ids.plan8 },
      answer: {
        id: ids.subscription,
        planId: ids.plan8,
        status: "ACTIVE",
        deliveryDay: "MONDAY",
        deliveryTime: "16-20",
        startsOn: "2026-10-19",
        resumeOn: null,
        resizedWeeks: [
          { weekStart: UPCOMING_WEEK, effect: { kind: "keep", chosen: 6, toChoose: 2 } },
        ],
      },
    },
    PUT: {
      body: { status: "PAUSED", resumeOn: "2027-01-04" },
      answer: {
        id: ids.subscription,
        planId: ids.plan8,
        status: "PAUSED",
        deliveryDay: "MONDAY",
        deliveryTime: "16-20",
        startsOn: "2026-10-19",
        pausedAt: NOW,
        resumeOn: "2027-01-04",
        resumesWeekStart: "2027-01-04",
        cancelledAt: null,
        cancelReason: null,
        weeksChanged: [UPCOMING_WEEK, "2026-12-14", "2026-12-21", "2026-12-28"],
      },
    },
  },
  "/api/users/[userId]/delivery-problems": {
    GET: {
      answer: {
        boxes: [
          {
            orderId: ids.lastOrder,
            orderNumber: "LK-1042",
            day: "MONDAY",
            dayLabel: "Monday, November 23",
            until: "2026-11-25T23:41:00.000Z",
            untilLabel: "Wednesday, November 25 at 6:41 PM",
            dishes: [
              { dishId: ids.butterChicken, name: butterChicken.name, quantity: 4 },
              { dishId: ids.salmon, name: salmon.name, quantity: 4 },
            ],
            lateOpen: false,
          },
        ],
        problems: [problem],
      },
    },
    POST: {
      body: {
        orderId: ids.lastOrder,
        day: "MONDAY",
        kind: "DAMAGED",
        dishId: ids.salmon,
        quantity: 1,
        details: "The lid was cracked and the sauce leaked.",
      },
      answer: {
        problem,
        message: "Sorry about that. We added $12.99 of credit to your account.",
      },
    },
  },
  "/api/users/[userId]/delivery-problem-photos": {
    POST: {
      answer: {
        id: "cmi0photo0lid00000000001",
        url: `/api/users/${ids.maya}/delivery-problem-photos/cmi0photo0lid00000000001`,
      },
    },
  },
  "/api/users/[userId]/gift-cards": { GET: { answer: { items: [giftCard] } } },
};
