// The customer home's shape (GET /api/users/{userId}/dashboard). Types only (client-safe).
import type { ReferralDto } from "@/lib/referrals/referral-summary";
import type { PaymentProblemDto } from "@/lib/payments/payment-problem";

export type { PaymentProblemDto, ReferralDto };

/** What the upcoming week card shows, in order of precedence. */
export type UpcomingState =
  "NO_PLAN" | "CANCELLED" | "ON_HOLD" | "PAUSED" | "SKIPPED" | "MEALS_SELECTED" | "SELECT_MEALS";

export interface DashboardAction {
  label: string;
  href: string;
}

export interface DashboardDto {
  /** The server's clock when it answered: the countdown runs on the server's time. */
  now: string;
  /** The next order deadline that matters to this customer (the shown week's). */
  orderDeadline: string;
  /** `returning` once a box has reached the charge: a brand-new customer is welcomed, not "back". */
  customer: { firstName: string; email: string; returning: boolean };
  plan: {
    status: "ACTIVE" | "PAUSED" | "ON_HOLD" | "CANCELLED";
    name: string;
    mealsPerWeek: number;
    deliveryDay: "MONDAY" | "THURSDAY";
    deliveryWindow: string;
    /** "YYYY-MM-DD" the plan resumes by itself, when paused with a date. */
    resumeOn: string | null;
    resumeOnLabel: string | null;
    pausedAt: string | null;
    onHoldAt: string | null;
  } | null;
  upcomingWeek: {
    weekStart: string;
    weekEnd: string;
    /** "Monday, November 30" */
    weekLabel: string;
    orderDeadline: string;
    /** "Wednesday, November 25 at 11:59 PM" */
    deadlineLabel: string;
    deliveryDate: string | null;
    deliveryLabel: string | null;
    state: UpcomingState;
    orderId: string | null;
    mealsChosen: number;
    mealsRequired: number;
    meals: { name: string; quantity: number; imageUrl: string }[];
    action: DashboardAction;
    /** The chef has published this week's menu (until then there is nothing to choose from). */
    menuPublished: boolean;
    /** This week's box comes in two halves, Monday and Thursday. */
    splitDelivery: boolean;
    /** Desserts, drinks... added to the box. */
    addOns: { name: string; quantity: number; totalCents: number }[];
    /**
     * An open box's total from the one pricing function (the chef fills any meal not chosen; the
     * gift balance and credit applied), as the Meals page shows it; null once locked or without
     * a box.
     */
    totalCents: number | null;
    /** What the promotions, gift balance and credit take off that total's box. */
    savingsCents: number;
  };
  /** The next box locked or paid, on its way; or delivered, until its delivery day is over. */
  nextDelivery: {
    orderNumber: string;
    weekStart: string;
    deliveryLabel: string;
    status: "LOCKED" | "PAID" | "DELIVERED";
    /** "Monday, December 7 at 6:42 PM" (Toronto), once whoever delivered marked it. */
    deliveredLabel: string | null;
    mealsCount: number;
  } | null;
  /** The last charge failed: the order is waiting for a working card. */
  paymentFailed: {
    orderId: string;
    orderNumber: string;
    weekStart: string;
    weekLabel: string;
    totalCents: number;
    holdDate: string;
    holdDateLabel: string;
  } | null;
  /** The bank wants the customer to confirm last week's charge (strong customer authentication). */
  paymentAction: {
    orderId: string;
    orderNumber: string;
    weekLabel: string;
    totalCents: number;
    confirmByLabel: string;
    href: string;
  } | null;
  paymentProblem: PaymentProblemDto | null;
  credit: {
    /** Stored sign (Stripe-style): -2000 is $20.00 of credit. */
    balanceCents: number;
    /** Display sign: 2000 is $20.00 of credit. */
    creditCents: number;
    /** "$20.00 credit" */
    label: string;
    /** Redeemed gift codes' balance left (unexpired), taken off before credits and the card. */
    giftBalanceCents: number;
  };
  referral: ReferralDto;
}
