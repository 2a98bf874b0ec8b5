// Examples of the calls made without signing in: the catalogue, sign-up, sign-in, gift cards.
// Passwords and tokens here are placeholders in plain words, never real-looking secrets.
import type { OperationExamples } from "./types";
import {
  UPCOMING_DEADLINE,
  UPCOMING_WEEK,
  address,
  boxRatings,
  giftCard,
  ids,
  maya,
  me,
  menuItems,
  plans,
  weekAddOn,
} from "./demo";

const placeId = "local:WyI4NSBRdWVlbnMgUXVheSBXIiwiVG9yb250byIsIk01SiAwQTMiXQ.example-signature";

const weekMenu = {
  id: ids.upcomingWeek,
  startDate: UPCOMING_WEEK,
  endDate: "2026-12-13",
  orderDeadline: UPCOMING_DEADLINE,
  menus: menuItems,
  addOns: [weekAddOn],
};

const signedIn = {
  token: "web-session",
  user: me,
};

const newCustomer = {
  firstName: "Sofia",
  lastName: "Marchetti",
  email: "sofia.marchetti@example.com",
  password: "example-passphrase",
};

const newUser = {
  ...me,
  id: "cmi0sofia7marchetti00001",
  email: newCustomer.email,
  firstName: newCustomer.firstName,
  lastName: newCustomer.lastName,
  onboardingStatus: "pending" as const,
  onboardingCompletedAt: null,
  isNew: true,
  balance: 0,
  referralCode: "SOFIA3PL",
  activeSubscription: null,
};

export const publicExamples: OperationExamples = {
  "/api/plans": { GET: { answer: plans } },
  "/api/faqs": {
    GET: {
      answer: [
        {
          id: "faq-how-it-works",
          question: "How does Lakeshore Kitchen work?",
          answer:
            "Pick a plan, choose your meals from the weekly menu and we deliver them chef-cooked and chilled to your door. Heat, eat and enjoy: no shopping, prep or dishes.",
        },
      ],
    },
  },
  "/api/weeks/current-week": {
    GET: {
      answer: {
        ...weekMenu,
        id: "cmi0week20261130000000001",
        startDate: "2026-11-30",
        endDate: "2026-12-06",
        orderDeadline: "2026-11-26T04:59:59.999Z",
      },
    },
  },
  "/api/weeks/upcoming-week": { GET: { answer: weekMenu } },
  "/api/weeks/[weekStart]": { GET: { answer: weekMenu } },
  "/api/delivery/first-delivery": {
    GET: {
      answer: {
        weekStart: UPCOMING_WEEK,
        deliveryDate: "2026-12-07",
        deliveryDateLabel: "Monday, December 7",
        orderDeadline: UPCOMING_DEADLINE,
      },
    },
  },
  "/api/addresses/autocomplete": {
    GET: {
      answer: {
        provider: "built-in",
        options: [
          {
            placeId,
            description: "85 Queens Quay W, Toronto, ON M5J 0A3",
            street: address.street,
            city: address.city,
            province: address.province,
            postalCode: address.postalCode,
          },
        ],
      },
    },
  },
  "/api/addresses": {
    POST: {
      body: { ...address, placeId },
      answer: { id: ids.address, ...address },
    },
  },
  "/api/addresses/validate-postal-code": {
    POST: {
      body: { postalCode: "M5J 0A3" },
      answer: { deliverable: true, postalCode: "M5J 0A3", city: "Toronto" },
    },
  },
  "/api/addresses/notify-me": {
    POST: {
      body: { postalCode: "K1A 0B1", email: "jordan.lee@example.com" },
      answer: { ok: true, message: "Thanks! We'll email you as soon as we deliver to your area." },
    },
  },
  "/api/auth/login": {
    POST: { body: { email: maya.email, password: "example-passphrase" }, answer: signedIn },
  },
  "/api/auth/register": {
    POST: { body: newCustomer, answer: { token: "web-session", user: newUser } },
  },
  "/api/auth/register/customer": {
    POST: {
      body: {
        ...newCustomer,
        deliveryDay: "THURSDAY",
        deliveryTime: "12-16",
        referralCode: maya.referralCode,
        allergenExclusions: ["Sesame"],
      },
      answer: {
        token: "web-session",
        user: { ...newUser, deliveryDay: "THURSDAY", deliveryTime: "12-16" },
      },
    },
  },
  "/api/auth/validate-customer": { POST: { body: newCustomer, answer: { valid: true } } },
  "/api/auth/forgot-password": {
    POST: {
      body: { email: maya.email },
      answer: { message: "If that email has an account, a reset link is on its way." },
    },
  },
  "/api/auth/reset-password": {
    POST: {
      body: { token: "token-from-the-reset-link", password: "example-new-passphrase" },
      answer: { message: "Your password was changed. Sign in with the new one." },
    },
  },
  "/api/auth/logout": { POST: { answer: { ok: true } } },
  "/api/stripe/coupons/[coupon]": {
    GET: {
      answer: {
        kind: "coupon",
        id: "cmi0coupon0welcome5000001",
        description: "50% off your first order",
        code: "WELCOME50",
        discountType: "PERCENT",
        percentOff: 50,
        amountOffCents: null,
        duration: "FIRST_ORDER",
      },
    },
  },
  "/api/payments/offline/payment-methods": {
    POST: {
      body: {
        nameOnCard: "Maya Thompson",
        number: "4242 4242 4242 4242",
        expiry: "08/29",
        cvc: "123",
      },
      answer: { id: ids.card, brand: "visa", last4: "4242", testMode: true },
    },
  },
  "/api/gift-cards": {
    POST: {
      body: {
        amountCents: 5000,
        recipientName: giftCard.recipientName,
        recipientEmail: giftCard.recipientEmail,
        message: giftCard.message,
        deliverOn: giftCard.deliverOn,
        buyerName: "Maya Thompson",
        buyerEmail: maya.email,
        requestKey: "6f1c2a9e-3b7d-4e85-9a61-0c4f2d8b7e13",
        paymentMethodId: ids.card,
      },
      answer: {
        giftCard,
        statusPath: "/gift-cards/status/example-view-token",
        authentication: null,
      },
    },
  },
  "/api/gift-cards/status/[token]": { GET: { answer: giftCard } },
  "/api/gift-cards/status/[token]/authentication": {
    POST: { body: { answer: "approve" }, answer: giftCard },
  },
  "/api/ratings/[token]": {
    GET: { answer: boxRatings },
    PUT: { body: { dishId: ids.salmon, stars: 4 }, answer: boxRatings },
  },
  "/api/health": { GET: { answer: { status: "ok" } } },
};
